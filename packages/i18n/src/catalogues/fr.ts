// The fr catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/fr/common.json';
import errors from '../../locales/fr/errors.json';
import reference from '../../locales/fr/reference.json';
import members from '../../locales/fr/members.json';
import likes from '../../locales/fr/likes.json';
import chat from '../../locales/fr/chat.json';
import testprovider from '../../locales/fr/testprovider.json';
import payments from '../../locales/fr/payments.json';
import notifications from '../../locales/fr/notifications.json';
import photos from '../../locales/fr/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
