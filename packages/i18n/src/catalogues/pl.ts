// The pl catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/pl/common.json';
import errors from '../../locales/pl/errors.json';
import reference from '../../locales/pl/reference.json';
import members from '../../locales/pl/members.json';
import likes from '../../locales/pl/likes.json';
import chat from '../../locales/pl/chat.json';
import testprovider from '../../locales/pl/testprovider.json';
import payments from '../../locales/pl/payments.json';
import notifications from '../../locales/pl/notifications.json';
import photos from '../../locales/pl/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
