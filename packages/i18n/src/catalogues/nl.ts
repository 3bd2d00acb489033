// The nl catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/nl/common.json';
import errors from '../../locales/nl/errors.json';
import reference from '../../locales/nl/reference.json';
import members from '../../locales/nl/members.json';
import likes from '../../locales/nl/likes.json';
import chat from '../../locales/nl/chat.json';
import testprovider from '../../locales/nl/testprovider.json';
import payments from '../../locales/nl/payments.json';
import notifications from '../../locales/nl/notifications.json';
import photos from '../../locales/nl/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
