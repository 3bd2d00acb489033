// The de catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/de/common.json';
import errors from '../../locales/de/errors.json';
import reference from '../../locales/de/reference.json';
import members from '../../locales/de/members.json';
import likes from '../../locales/de/likes.json';
import chat from '../../locales/de/chat.json';
import testprovider from '../../locales/de/testprovider.json';
import payments from '../../locales/de/payments.json';
import notifications from '../../locales/de/notifications.json';
import photos from '../../locales/de/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
