// The es catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/es/common.json';
import errors from '../../locales/es/errors.json';
import reference from '../../locales/es/reference.json';
import members from '../../locales/es/members.json';
import likes from '../../locales/es/likes.json';
import chat from '../../locales/es/chat.json';
import testprovider from '../../locales/es/testprovider.json';
import payments from '../../locales/es/payments.json';
import notifications from '../../locales/es/notifications.json';
import photos from '../../locales/es/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
