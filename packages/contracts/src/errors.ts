/**
 * Every error the API can answer with: its HTTP status and the zh-CN message staff see.
 * Services throw `AppError(code)`; the server's one error handler turns it into the envelope.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: '请求参数有误' },
  INVALID_JSON: { status: 400, message: '请求内容格式有误' },
  INVALID_URL: { status: 400, message: '请求地址格式有误' },
  UNAUTHENTICATED: { status: 401, message: '身份信息丢失，请重新登录' },
  INVALID_CREDENTIALS: { status: 401, message: '用户名或密码错误' },
  ACCOUNT_DISABLED: { status: 403, message: '账号已停用，请联系管理员' },
  FORBIDDEN: { status: 403, message: '没有权限，请联系管理员' },
  NOT_FOUND: { status: 404, message: '内容不存在或无权查看' },
  ROUTE_NOT_FOUND: { status: 404, message: '接口不存在' },
  CONFLICT: { status: 409, message: '数据已被修改，请刷新后重试' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '提交的内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '不支持的内容类型' },
  LOGIN_EXPIRED: { status: 417, message: '登录已过期，请刷新后重试' },
  CODE_INVALID: { status: 400, message: '验证码错误或已过期' },
  CODE_TOO_SOON: { status: 429, message: '验证码发送太频繁，请稍后再试' },
  CODE_DAILY_LIMIT: { status: 429, message: '今日获取验证码次数已达上限，请明天再试' },
  LOGIN_THROTTLED: { status: 429, message: '登录尝试过于频繁，请稍后再试' },
  ACCOUNT_LOCKED: {
    status: 429,
    message: '密码错误次数过多，账号在新设备上已临时锁定。请获取短信验证码解锁，或联系管理员',
  },
  SMS_FAILED: { status: 503, message: '短信发送失败，请稍后再试' },
  STORE_BIND_PUBDOM_ONLY: { status: 409, message: '只有公共账号可以绑定门店' },
  STORE_NAME_TAKEN: { status: 409, message: '该公司已有同名门店，请换一个名称' },
  COMPANY_NOT_FOUND: { status: 409, message: '所选公司不存在，请从列表中选择' },
  STORE_ARCHIVED: { status: 409, message: '该门店已停用' },
  NOT_AUTHORIZED_TO_SCAN: { status: 403, message: '暂未授权，请联系管理员' },
  NOT_AUTHORIZED_TO_CHECK: { status: 403, message: '暂无检测权限，请联系管理员' },
  NOT_AUTHORIZED_TO_UPLOAD: { status: 403, message: '暂无案例上传权限，请联系管理员' },
  NOT_AUTHORIZED_TO_SHARE: {
    status: 403,
    message: '暂无检测权限，不能分享或撤销报告链接，请联系管理员',
  },
  RECORD_NOT_DRAFT: { status: 409, message: '这次检测已完成，不能放弃' },
  CUSTOMER_EXISTS: { status: 409, message: '该手机号的会员已存在' },
  CONSENT_REQUIRED: { status: 409, message: '顾客尚未签署知情同意，不能上传照片' },
  REPORT_CONSENT_REQUIRED: {
    status: 409,
    message: '顾客尚未签署知情同意，不能生成报告链接',
  },
  REPORT_NOT_A_VISIT: { status: 409, message: '这次检测尚未完成，完成后才能生成报告链接' },
  REPORT_LINK_INVALID: { status: 404, message: '报告链接已失效或不存在' },
  IMAGE_INVALID: { status: 415, message: '图片无法识别，请上传 JPG 或 PNG 照片' },
  IMAGE_TOO_LARGE: { status: 413, message: '图片过大，请上传 10MB 以内的照片' },
  IMAGE_EMPTY: { status: 400, message: '请选择要上传的图片' },
  IMAGE_TOO_MANY_PIXELS: { status: 413, message: '图片分辨率过高，请上传 2500 万像素以内的照片' },
  UPLOAD_INCOMPLETE: { status: 400, message: '上传内容不完整，请重新上传' },
  CANNOT_CHANGE_SELF: { status: 409, message: '不能停用自己的账号或取消自己的管理权限' },
  PHOTO_QUALITY: { status: 422, message: '这组照片无法分析，请按提示重新拍摄' },
  CALIBRATION_REFUSED: { status: 422, message: '校准未通过，请按提示重新拍摄校准卡' },
  ANALYSIS_BUSY: { status: 503, message: '检测繁忙，请稍后再试' },
  UNPROCESSABLE: { status: 422, message: '无法处理该请求' },
  RATE_LIMITED: { status: 429, message: '操作太频繁，请稍后再试' },
  INTERNAL: { status: 500, message: '服务器开小差了，请稍后再试' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务暂时不可用，请稍后再试' },
  SERVICE_BUSY: { status: 503, message: '服务器繁忙，请稍后再试' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/**
 * How fields are named to staff when the server refuses a request (issue 17 #14). A field not
 * listed is named by its key; the web shows issues beside its own labelled fields.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  username: '账号',
  password: '密码',
  mobile: '手机号',
  mobilNum: '手机号',
  telephone: '手机号',
  customerTelephone: '顾客手机号',
  verifyKey: '验证码',
  code: '验证码',
  fullName: '姓名',
  customerName: '顾客姓名',
  nickName: '昵称',
  age: '年龄',
  gender: '性别',
  storeId: '门店',
  storeName: '门店名称',
  clientName: '客户名称',
  scope: '范围',
  companyUserId: '所属公司',
  remark: '备注',
  version: '知情同意书版本',
  recordId: '检测记录',
  recMainId: '检测记录',
  recCustomerId: '顾客',
  customerId: '顾客',
  userId: '员工',
  position: '拍摄位置',
  normalImage: '正常光照片',
  lightImage: '偏振光照片',
  description: '案例描述',
  products: '护理项目',
  cares: '功效点',
  imgUrl: '案例图片',
  customerConsent: '顾客同意',
  dir: '图片目录',
  name: '名称',
  key: '搜索内容',
  answers: '问卷',
  detectList: '拍摄部位',
  scan: '照片',
  startTime: '开始日期',
  endTime: '结束日期',
};

/** A field's name for staff: its label, or for nested fields (`answers.help`) the first part's. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? FIELD_LABELS[field.split('.')[0] ?? ''] ?? field;
}
