// The nl-BE catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/nl-BE/common.json';
import errors from '../../locales/nl-BE/errors.json';
import reference from '../../locales/nl-BE/reference.json';
import members from '../../locales/nl-BE/members.json';
import likes from '../../locales/nl-BE/likes.json';
import chat from '../../locales/nl-BE/chat.json';
import testprovider from '../../locales/nl-BE/testprovider.json';
import payments from '../../locales/nl-BE/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
