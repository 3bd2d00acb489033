// The it catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/it/common.json';
import errors from '../../locales/it/errors.json';
import reference from '../../locales/it/reference.json';
import members from '../../locales/it/members.json';
import likes from '../../locales/it/likes.json';
import chat from '../../locales/it/chat.json';
import testprovider from '../../locales/it/testprovider.json';
import payments from '../../locales/it/payments.json';
import notifications from '../../locales/it/notifications.json';
import photos from '../../locales/it/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
