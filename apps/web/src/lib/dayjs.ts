import dayjs from 'dayjs';
import 'dayjs/locale/vi';

// antd 6 date pickers use dayjs; the whole app speaks Vietnamese.
dayjs.locale('vi');

export { dayjs };
