// The en catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import reference from '../../locales/en/reference.json';
import members from '../../locales/en/members.json';
import likes from '../../locales/en/likes.json';
import chat from '../../locales/en/chat.json';
import testprovider from '../../locales/en/testprovider.json';
import payments from '../../locales/en/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
