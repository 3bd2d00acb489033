// The de catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/de/common.json';
import errors from '../../locales/de/errors.json';
import reference from '../../locales/de/reference.json';
import members from '../../locales/de/members.json';
import likes from '../../locales/de/likes.json';
import chat from '../../locales/de/chat.json';
import testprovider from '../../locales/de/testprovider.json';
import payments from '../../locales/de/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
