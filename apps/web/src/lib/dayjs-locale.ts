import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Dates in Chinese (month and weekday names, antd's date pickers). Imported by the screens that
// show dates (the signed-in shell, the public report), not by the login screen, which has none.
dayjs.locale('zh-cn');
