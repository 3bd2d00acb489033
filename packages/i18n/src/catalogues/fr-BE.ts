// The fr-BE catalogues, one module per language so the web app loads only the active one.
import common from '../../locales/fr-BE/common.json';
import errors from '../../locales/fr-BE/errors.json';
import reference from '../../locales/fr-BE/reference.json';
import members from '../../locales/fr-BE/members.json';
import likes from '../../locales/fr-BE/likes.json';
import chat from '../../locales/fr-BE/chat.json';
import testprovider from '../../locales/fr-BE/testprovider.json';
import payments from '../../locales/fr-BE/payments.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments };
