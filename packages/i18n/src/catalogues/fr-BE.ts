// The fr-BE catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/fr-BE/common.json';
import errors from '../../locales/fr-BE/errors.json';
import reference from '../../locales/fr-BE/reference.json';
import members from '../../locales/fr-BE/members.json';
import likes from '../../locales/fr-BE/likes.json';
import chat from '../../locales/fr-BE/chat.json';
import testprovider from '../../locales/fr-BE/testprovider.json';
import payments from '../../locales/fr-BE/payments.json';
import notifications from '../../locales/fr-BE/notifications.json';
import photos from '../../locales/fr-BE/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
