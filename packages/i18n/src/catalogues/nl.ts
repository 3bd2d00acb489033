// The nl catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/nl/common.json';
import errors from '../../locales/nl/errors.json';
import reference from '../../locales/nl/reference.json';
import members from '../../locales/nl/members.json';
import likes from '../../locales/nl/likes.json';
import chat from '../../locales/nl/chat.json';
import testprovider from '../../locales/nl/testprovider.json';
import payments from '../../locales/nl/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
