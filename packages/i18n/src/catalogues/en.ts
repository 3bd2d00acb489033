// The en catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';
import reference from '../../locales/en/reference.json';
import members from '../../locales/en/members.json';
import likes from '../../locales/en/likes.json';
import chat from '../../locales/en/chat.json';
import testprovider from '../../locales/en/testprovider.json';
import payments from '../../locales/en/payments.json';
import notifications from '../../locales/en/notifications.json';
import photos from '../../locales/en/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
