// The message catalogues of every language, one import per file so bundlers include exactly these.
import nl_common from '../locales/nl/common.json';
import nl_errors from '../locales/nl/errors.json';
import nl_email from '../locales/nl/email.json';
import nl_reference from '../locales/nl/reference.json';
import nl_members from '../locales/nl/members.json';
import nl_likes from '../locales/nl/likes.json';
import nl_chat from '../locales/nl/chat.json';
import nl_testprovider from '../locales/nl/testprovider.json';
import nl_payments from '../locales/nl/payments.json';
import de_common from '../locales/de/common.json';
import de_errors from '../locales/de/errors.json';
import de_email from '../locales/de/email.json';
import de_reference from '../locales/de/reference.json';
import de_members from '../locales/de/members.json';
import de_likes from '../locales/de/likes.json';
import de_chat from '../locales/de/chat.json';
import de_testprovider from '../locales/de/testprovider.json';
import de_payments from '../locales/de/payments.json';
import en_common from '../locales/en/common.json';
import en_errors from '../locales/en/errors.json';
import en_email from '../locales/en/email.json';
import en_reference from '../locales/en/reference.json';
import en_members from '../locales/en/members.json';
import en_likes from '../locales/en/likes.json';
import en_chat from '../locales/en/chat.json';
import en_testprovider from '../locales/en/testprovider.json';
import en_payments from '../locales/en/payments.json';
import es_common from '../locales/es/common.json';
import es_errors from '../locales/es/errors.json';
import es_email from '../locales/es/email.json';
import es_reference from '../locales/es/reference.json';
import es_members from '../locales/es/members.json';
import es_likes from '../locales/es/likes.json';
import es_chat from '../locales/es/chat.json';
import es_testprovider from '../locales/es/testprovider.json';
import es_payments from '../locales/es/payments.json';
import fr_common from '../locales/fr/common.json';
import fr_errors from '../locales/fr/errors.json';
import fr_email from '../locales/fr/email.json';
import fr_reference from '../locales/fr/reference.json';
import fr_members from '../locales/fr/members.json';
import fr_likes from '../locales/fr/likes.json';
import fr_chat from '../locales/fr/chat.json';
import fr_testprovider from '../locales/fr/testprovider.json';
import fr_payments from '../locales/fr/payments.json';
import it_common from '../locales/it/common.json';
import it_errors from '../locales/it/errors.json';
import it_email from '../locales/it/email.json';
import it_reference from '../locales/it/reference.json';
import it_members from '../locales/it/members.json';
import it_likes from '../locales/it/likes.json';
import it_chat from '../locales/it/chat.json';
import it_testprovider from '../locales/it/testprovider.json';
import it_payments from '../locales/it/payments.json';
import pl_common from '../locales/pl/common.json';
import pl_errors from '../locales/pl/errors.json';
import pl_email from '../locales/pl/email.json';
import pl_reference from '../locales/pl/reference.json';
import pl_members from '../locales/pl/members.json';
import pl_likes from '../locales/pl/likes.json';
import pl_chat from '../locales/pl/chat.json';
import pl_testprovider from '../locales/pl/testprovider.json';
import pl_payments from '../locales/pl/payments.json';
import nlBE_common from '../locales/nl-BE/common.json';
import nlBE_errors from '../locales/nl-BE/errors.json';
import nlBE_email from '../locales/nl-BE/email.json';
import nlBE_reference from '../locales/nl-BE/reference.json';
import nlBE_members from '../locales/nl-BE/members.json';
import nlBE_likes from '../locales/nl-BE/likes.json';
import nlBE_chat from '../locales/nl-BE/chat.json';
import nlBE_testprovider from '../locales/nl-BE/testprovider.json';
import nlBE_payments from '../locales/nl-BE/payments.json';
import frBE_common from '../locales/fr-BE/common.json';
import frBE_errors from '../locales/fr-BE/errors.json';
import frBE_email from '../locales/fr-BE/email.json';
import frBE_reference from '../locales/fr-BE/reference.json';
import frBE_members from '../locales/fr-BE/members.json';
import frBE_likes from '../locales/fr-BE/likes.json';
import frBE_chat from '../locales/fr-BE/chat.json';
import frBE_testprovider from '../locales/fr-BE/testprovider.json';
import frBE_payments from '../locales/fr-BE/payments.json';

export const resources = {
  'nl': { common: nl_common, errors: nl_errors, email: nl_email, reference: nl_reference, members: nl_members, likes: nl_likes, chat: nl_chat, testprovider: nl_testprovider, payments: nl_payments },
  'de': { common: de_common, errors: de_errors, email: de_email, reference: de_reference, members: de_members, likes: de_likes, chat: de_chat, testprovider: de_testprovider, payments: de_payments },
  'en': { common: en_common, errors: en_errors, email: en_email, reference: en_reference, members: en_members, likes: en_likes, chat: en_chat, testprovider: en_testprovider, payments: en_payments },
  'es': { common: es_common, errors: es_errors, email: es_email, reference: es_reference, members: es_members, likes: es_likes, chat: es_chat, testprovider: es_testprovider, payments: es_payments },
  'fr': { common: fr_common, errors: fr_errors, email: fr_email, reference: fr_reference, members: fr_members, likes: fr_likes, chat: fr_chat, testprovider: fr_testprovider, payments: fr_payments },
  'it': { common: it_common, errors: it_errors, email: it_email, reference: it_reference, members: it_members, likes: it_likes, chat: it_chat, testprovider: it_testprovider, payments: it_payments },
  'pl': { common: pl_common, errors: pl_errors, email: pl_email, reference: pl_reference, members: pl_members, likes: pl_likes, chat: pl_chat, testprovider: pl_testprovider, payments: pl_payments },
  'nl-BE': { common: nlBE_common, errors: nlBE_errors, email: nlBE_email, reference: nlBE_reference, members: nlBE_members, likes: nlBE_likes, chat: nlBE_chat, testprovider: nlBE_testprovider, payments: nlBE_payments },
  'fr-BE': { common: frBE_common, errors: frBE_errors, email: frBE_email, reference: frBE_reference, members: frBE_members, likes: frBE_likes, chat: frBE_chat, testprovider: frBE_testprovider, payments: frBE_payments },
} as const;
