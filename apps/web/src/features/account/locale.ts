import { zhCN as shared } from '../../locales/zh-CN';

/**
 * The profile screen's strings, loaded with its chunk rather than with the first screen; with
 * the shared strings, under the same \`zhCN\` name the screens read.
 */
export const zhCN = {
  ...shared,
  profile: {
    title: '个人资料',
    subtitle: '您的姓名会显示在检测记录、报告和案例中',
    mobileLabel: '手机号',
    nameLabel: '姓名',
    namePlaceholder: '请输入您的姓名',
    nameRequired: '请输入姓名',
    saveName: '保存姓名',
    nameSaved: '姓名已保存',
    passwordTitle: '修改密码',
    currentPasswordLabel: '当前密码',
    currentPasswordPlaceholder: '请输入当前密码',
    currentPasswordRequired: '请输入当前密码',
    newPasswordLabel: '新密码',
    confirmLabel: '确认新密码',
    changePassword: '修改密码',
    passwordChanged: '密码已修改，请用新密码重新登录',
    namePromptTitle: '设置您的姓名',
    namePromptText: '检测记录、报告和案例会显示您的姓名，而不是手机号。',
    later: '以后再说',
  },
} as const;
