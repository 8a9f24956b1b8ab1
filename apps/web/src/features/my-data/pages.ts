/** 我的数据, the customer's own data page (issue 34 #1), loaded on demand by the route table. */
import '../../lib/dayjs-locale';

export { MyDataPage } from './components/my-data-page';
