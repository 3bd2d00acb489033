// The nl-BE catalogues of the API (resources.ts); the web app loads one namespace of one language at a time (load.ts).
import common from '../../locales/nl-BE/common.json';
import errors from '../../locales/nl-BE/errors.json';
import reference from '../../locales/nl-BE/reference.json';
import members from '../../locales/nl-BE/members.json';
import likes from '../../locales/nl-BE/likes.json';
import chat from '../../locales/nl-BE/chat.json';
import testprovider from '../../locales/nl-BE/testprovider.json';
import payments from '../../locales/nl-BE/payments.json';
import notifications from '../../locales/nl-BE/notifications.json';
import photos from '../../locales/nl-BE/photos.json';

export default { common, errors, reference, members, likes, chat, testprovider, payments, notifications, photos };
