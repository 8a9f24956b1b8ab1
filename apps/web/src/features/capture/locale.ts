import { zhCN as shared } from '../../locales/zh-CN';

/**
 * The capture screens' strings, loaded with their chunk rather than with the first screen;
 * with the shared strings, under the same \`zhCN\` name the screens read.
 */
export const zhCN = {
  ...shared,
  capture: {
    lights: { normal: '常光', lighting: '偏振光' },
    calibration: {
      capture: (light: string) => `拍${light}`,
      photoAlt: {
        card: (light: string) => `${light}校准卡照片`,
        skin: (light: string) => `${light}皮肤照片`,
      },
    },
    next: '下一页',
    camera: {
      previewLabel: '显微镜预览',
      open: '打开显微镜',
      close: '关闭',
      starting: '正在连接显微镜…',
      retry: '重新连接',
      keysLabel: '快捷键',
      keyNormal: '拍常光',
      keyLighting: '拍偏振光',
      keyStop: '关闭',
      noMicroscopeTitle: '提示',
      noMicroscope: '请插入视频显微镜',
      exposureNotes: {
        partly: '此显微镜只能固定部分曝光与白平衡设置，肤色读数可能随光线变化',
        unsupported: '此显微镜不支持固定曝光与白平衡，肤色读数可能随光线变化',
      },
      calibrationNotes: {
        applied: '已按校准时的曝光和白平衡拍摄',
        unmatched: '未能按校准时的曝光和白平衡拍摄，检测不给出肤色色调',
        'calibrated-auto': '校准时曝光和白平衡未固定，检测不给出肤色色调',
      },
      states: {
        idle: { title: '显微镜未开启', text: '连接显微镜后点击“打开显微镜”开始预览' },
        'no-microscope': {
          title: '未检测到显微镜，可上传照片',
          text: '插入视频显微镜后点击“重新连接”即可拍照',
        },
        denied: {
          title: '无法使用摄像头',
          text: '摄像头权限被拒绝，请在浏览器设置中允许本网站使用摄像头后重试',
        },
        unavailable: {
          title: '显微镜无法启动',
          text: '显微镜可能被其他程序占用，请关闭其他使用摄像头的程序后重试',
        },
        unsupported: {
          title: '无法使用摄像头',
          text: '当前浏览器无法使用摄像头，请使用新版 Chrome 并通过 HTTPS 访问',
        },
        failed: { title: '显微镜无法启动', text: '请重新插拔显微镜后重试' },
      },
    },
    slot: {
      capture: '拍照',
      upload: '图片上传',
      empty: '未拍摄',
      saving: '正在保存…',
      clear: '清除照片',
      view: (light: string) => `查看${light}照片`,
      photoAlt: (light: string) => `${light}照片`,
    },
    skinState: {
      title: '拍摄前皮肤状态',
      hint: '与上次状态不同时，对比结果会注明仅供参考',
    },
    ghost: {
      label: '上次照片',
      from: (date: string) => `上次照片（${date}）`,
      opacity: '叠加透明度',
      alt: (light: string) => `上次${light}照片`,
      none: '本部位没有上次照片',
    },
    alignment: {
      measuring: '正在比对与上次的位置…',
      aligned: (px: number, percent: string) =>
        `与上次位置相差 ${px} 像素（画面宽度的 ${percent}%），可以对比`,
      shifted: (px: number, percent: string) =>
        `与上次位置相差 ${px} 像素（画面宽度的 ${percent}%）`,
      lost: '与上次照片对不上',
      retake: '请对准上次位置后重拍',
    },
    captured: '拍照成功',
    uploaded: '图片上传成功',
    failed: '拍照失败，请重新拍摄',
    failedBecause: (reason: string) => `拍照失败，请重新拍摄（${reason}）`,
    fileType: '仅支持 JPG/PNG 图片',
    fileTooLarge: '图片过大，请上传 10MB 以内的照片',
    retakeTitle: '建议重拍：',
    retakeKeep: '（也可以保留这张照片）',
    selectPartFirst: '请先选择部位',
    photographFirst: '请先拍摄该部位',
    back: '上一步',
    partLabel: '拍摄部位',
    partTaken: '其他步骤已拍摄',
    missingCustomer: {
      title: '还没有选择顾客',
      subtitle: '请先在会员列表中为顾客开始检测，再拍摄照片',
      back: '返回查询',
    },
    index: {
      title: '皮肤纹理拍摄',
      subtitle: '先对照参考图拍一张常光照片，确认显微镜对焦清晰、光线合适',
      reference: '正常皮肤纹理',
      referenceAlt: '正常皮肤纹理参考图',
    },
    step: {
      oneTitle: '部位拍摄（一）',
      twoTitle: '部位拍摄（二）',
      subtitle: '选择一个需要重点关注的部位，分别拍摄常光和偏振光照片',
      /** Issue 32 #1: a test-retest pair of this part, outside the visit. */
      retest: '重复性测量',
      /** Issue 32 #4: the company's 每个部位拍两次取平均. */
      captures: { first: '第一次', second: '第二次' },
      capturesLabel: '拍摄次数',
      again: '请移开显微镜，再放回同一位置，再拍一组',
      againWhy: '本店设置为每个部位拍两次取平均，分数更稳定',
      againNeeded: '请再拍第二组：移开显微镜，再放回同一位置',
    },
    three: {
      title: '定位拍摄：右颧骨',
      subtitle: '按示意图找到定位点，分别拍摄常光和偏振光照片',
      hint: '定位点：眼角垂直线与耳中心水平线的交点',
      demoAlt: '右颧骨定位示意图',
    },
    expect: {
      title: '护理后的预期效果？',
      subtitle: '点选左侧部位，查看照片和检测结果',
      saving: '正在保存检测记录…',
      saveFailed: '检测记录保存失败',
      retry: '重试',
      noPhoto: '未拍摄',
      partMissing: '未选择部位',
      enlarge: '点击照片可全屏查看',
      /** Issue 19 #5: the analysis of each part, shown as it arrives. */
      analysis: {
        title: '检测结果',
        waitingSave: '记录保存后开始分析',
        pending: '正在分析这组照片…',
        pendingHint: '通常几秒内完成，可先查看其他部位',
        incomplete: '这个部位只拍了一张照片，无法分析',
        failed: '这组照片未通过检测，请重新拍摄',
        unavailable: '这组照片未能完成分析',
        loadFailed: '检测结果读取失败',
        retake: '重新拍摄',
        retakeSummary: (parts: string) => `${parts}的照片未通过检测，建议重新拍摄后再继续`,
        status: {
          pending: '分析中',
          done: '已完成',
          failed: '需重拍',
          unavailable: '无法分析',
          incomplete: '未分析',
        },
      },
    },
    infinite: {
      title: '连续拍摄',
      subtitle: (position: number, saved: number) =>
        `正在拍摄第 ${position} 个部位，本次检测已保存 ${saved} 个部位`,
      saveContinue: '保存并继续',
      saveStop: '保存并结束',
      saved: '保存成功',
      loading: '正在读取检测记录…',
      invalid: '检测记录编号无效',
    },
  },
} as const;
