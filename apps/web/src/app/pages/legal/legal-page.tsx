import type { CompanyInfo } from '@dating/contracts';
import { LEGAL_DOCS, type LegalDoc } from '@dating/i18n';
import { LEGAL_NAMESPACE, legalResources } from '@dating/i18n/legal';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/app/page-loading';
import { useDocumentTitle } from '@/lib/document-title';
import { useLocale } from '@/lib/locale';
import { useCurrentRoute } from '@/lib/route-name';
import { useCompanyInfo } from '@/lib/settings/company-info';
import { useSettings } from '@/lib/settings/site-settings';
import { CookieTables } from './cookie-tables';
import { dialablePhone, legalValues, type LegalValues } from './legal-values';

/** Pages with this many sections or more get a table of contents. */
const CONTENTS_FROM = 5;

interface LegalSection {
  heading: string;
  p?: string[];
  list?: string[];
}

/** Adds the legal texts of every language to i18next once (they travel in this page's chunk only). */
function addLegalTexts(i18n: I18n) {
  for (const [language, texts] of Object.entries(legalResources)) {
    if (!i18n.hasResourceBundle(language, LEGAL_NAMESPACE)) i18n.addResourceBundle(language, LEGAL_NAMESPACE, texts);
  }
}

/** /pages/terms, privacy, cookies, ban, return-policy, faq and service: the legal and help texts. */
export function LegalPage() {
  const company = useCompanyInfo().data;
  const route = useCurrentRoute();
  const doc = (route ? LEGAL_DOCS[route.name] : undefined) ?? 'terms';
  const { t, i18n } = useTranslation('legal');
  addLegalTexts(i18n);
  useDocumentTitle(t(`${doc}.title`));
  if (!company) return <PageLoading />;
  return <LegalDocument doc={doc} company={company} />;
}

function LegalDocument({ doc, company }: { doc: LegalDoc; company: CompanyInfo }) {
  const { t } = useTranslation('legal');
  const settings = useSettings();
  const locale = useLocale();
  const values = legalValues(settings, company, locale, t);
  const sections = Object.entries(
    t(`${doc}.sections`, { ...values, returnObjects: true }) as unknown as Record<string, LegalSection>,
  );
  const anchor = (id: string) => `${doc}-${id}`;
  // Sent here after a refused login or a closed socket (decision 051): the member reads why first.
  const [params] = useSearchParams();
  const banned = doc === 'ban' && params.get('banned') === '1';

  return (
    <div className="page page-legal">
      <article className="card prose legal" aria-labelledby="page-title">
        <header className="legal-header">
          <h1 id="page-title">{t(`${doc}.title`)}</h1>
          <p className="legal-version">{t('version', values)}</p>
        </header>
        {banned && (
          <div className="alert alert-danger" role="alert">
            <div>
              <p>
                <strong>{t('ban.notice')}</strong>
              </p>
              <p>{t('ban.appealNow', values)}</p>
            </div>
          </div>
        )}
        <p className="alert alert-warning legal-template" role="note">
          {t('template', values)}
        </p>
        <p className="lead">{t(`${doc}.intro`, values)}</p>

        {sections.length >= CONTENTS_FROM ? (
          <nav className="legal-contents" aria-labelledby="legal-contents">
            <h2 id="legal-contents">{t('contents')}</h2>
            <ol>
              {sections.map(([id, section]) => (
                <li key={id}>
                  <a href={`#${anchor(id)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        {doc === 'service' ? <ContactDetails company={company} values={values} /> : null}

        {sections.map(([id, section]) => (
          <section key={id} aria-labelledby={anchor(id)}>
            <h2 id={anchor(id)}>{section.heading}</h2>
            {section.p?.map((text) => <p key={text}>{text}</p>)}
            {section.list ? (
              <ul>
                {section.list.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
            {doc === 'cookies' && (id === 'list' || id === 'storage') ? <CookieTables kind={id} /> : null}
          </section>
        ))}

        <section className="legal-operator" aria-labelledby="legal-operator">
          <h2 id="legal-operator">{t('operator.heading', values)}</h2>
          <p>{t('operator.text', values)}</p>
        </section>
      </article>
    </div>
  );
}

/** The service page's contact block: e-mail, phone (dialable, spec section 9), postal address, registration. */
function ContactDetails({ company, values }: { company: CompanyInfo; values: LegalValues }) {
  const { t } = useTranslation('legal');
  const phone = dialablePhone(company.support_phone);
  return (
    <section className="legal-contact" aria-labelledby="legal-contact">
      <h2 id="legal-contact">{t('service.details')}</h2>
      <dl>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${values.email}`}>{values.email}</a>
        </dd>
        {phone ? (
          <>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${phone}`}>{phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('contact.address')}</dt>
        <dd>
          <address>
            {company.name}
            <br />
            {company.address}
            <br />
            {company.city}
            <br />
            {company.country}
          </address>
        </dd>
        <dt>{t('contact.kvk')}</dt>
        <dd>{company.kvk}</dd>
        {company.vat_numbers.length > 0 ? (
          <>
            <dt>{t('contact.vat')}</dt>
            <dd>{values.vat}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
