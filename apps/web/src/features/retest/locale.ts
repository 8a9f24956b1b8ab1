import { zhCN as shared } from '../../locales/zh-CN';

/** 重复性测量's strings (issue 32 #1), loaded with its chunk; the shared strings beside them. */
export const zhCN = {
  ...shared,
  retest: {
    title: '重复性测量',
    subtitle: '同一处皮肤连拍两次，测出这台显微镜在本店的实际波动',
    intro: '同一处皮肤拍两次：先拍一组常光和偏振光，移开显微镜再放回，再拍一组。',
    noCustomer: '这里不关联顾客，照片保存在公司名下。',
    partLabel: '拍摄部位',
    partPlaceholder: '选择部位',
    partRequired: '请先选择拍摄部位',
    first: '第一次拍摄',
    second: '第二次拍摄',
    firstHint: '拍常光和偏振光各一张',
    moveAway: '请移开显微镜，再放回同一位置',
    next: '下一步',
    back: '重拍第一次',
    submit: '提交',
    needPhotos: '请拍齐常光和偏振光两张照片',
    twoDevices: '照片来自不同的显微镜，请用同一台重拍',
    saved: '已保存一对重复性测量',
    bothAccepted: '两次拍摄均通过照片检查，计入本设备的波动范围。',
    refused: (which: string) => `${which}未通过照片检查，这一对计入“照片未通过”。`,
    both: '两次拍摄',
    viewRepeatability: '查看设备重复性',
    backToCapture: '返回拍摄',
    /** A pair taken from a customer's capture screen: she may agree to have it kept with her. */
    customer: {
      label: '顾客',
      consent: (name: string) => `${name} 已阅读并同意以下内容，照片与她的档案关联保存`,
      withoutConsent: '未勾选时，照片不关联顾客，只保存在公司名下。',
      withConsent: (name: string) => `照片将与 ${name} 的档案关联保存，她可随时要求删除。`,
    },
  },
};
