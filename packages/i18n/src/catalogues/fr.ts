// The fr catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/fr/common.json';
import errors from '../../locales/fr/errors.json';
import reference from '../../locales/fr/reference.json';
import members from '../../locales/fr/members.json';
import likes from '../../locales/fr/likes.json';
import chat from '../../locales/fr/chat.json';
import testprovider from '../../locales/fr/testprovider.json';
import payments from '../../locales/fr/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
