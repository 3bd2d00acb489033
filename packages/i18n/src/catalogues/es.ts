// The es catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/es/common.json';
import errors from '../../locales/es/errors.json';
import reference from '../../locales/es/reference.json';
import members from '../../locales/es/members.json';
import likes from '../../locales/es/likes.json';
import chat from '../../locales/es/chat.json';
import testprovider from '../../locales/es/testprovider.json';
import payments from '../../locales/es/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
