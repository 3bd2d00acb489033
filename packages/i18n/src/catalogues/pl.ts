// The pl catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/pl/common.json';
import errors from '../../locales/pl/errors.json';
import reference from '../../locales/pl/reference.json';
import members from '../../locales/pl/members.json';
import likes from '../../locales/pl/likes.json';
import chat from '../../locales/pl/chat.json';
import testprovider from '../../locales/pl/testprovider.json';
import payments from '../../locales/pl/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
