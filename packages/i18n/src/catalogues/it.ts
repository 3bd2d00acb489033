// The it catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/it/common.json';
import errors from '../../locales/it/errors.json';
import reference from '../../locales/it/reference.json';
import members from '../../locales/it/members.json';
import likes from '../../locales/it/likes.json';
import chat from '../../locales/it/chat.json';
import testprovider from '../../locales/it/testprovider.json';
import payments from '../../locales/it/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
