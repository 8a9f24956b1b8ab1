import { zhCN as shared } from '../../locales/zh-CN';

/**
 * The customer-authorization screens' strings, loaded with their chunk rather than with the first screen;
 * with the shared strings, under the same \`zhCN\` name the screens read.
 */
export const zhCN = {
  ...shared,
  customerAuthorization: {
    staffTitle: '授权管理',
    thirdPartyTitle: '第三方授权',
    customer: (name: string) => `顾客：${name}`,
    staffListLabel: '选择要授权的员工',
    noStaff: '暂无可授权的员工',
    chooseStaff: '请先选择员工',
    storeName: '门店',
    userName: '用户',
    authorize: '授权',
    unauthorize: '解除授权',
    close: '关闭',
    authorized: '授权成功',
    released: '解除成功',
    boundTag: '已授权',
    notBoundTag: '未授权',
    noThirdParty: '暂未绑定第三方',
    staffCustomersTitle: '顾客授权',
    cardTitle: '员工授权',
    cardHint: '授权后，该员工可以查看此顾客的资料和检测记录',
    open: '授权管理',
    staffCaption: (name: string) => `员工：${name}`,
    customerLabel: '选择顾客',
    customerPlaceholder: '输入顾客姓名或手机号查找',
    typeToSearch: '请输入姓名或手机号',
    noCustomer: '没有找到顾客',
  },
} as const;
