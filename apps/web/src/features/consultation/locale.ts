import { zhCN as shared } from '../../locales/zh-CN';

/**
 * The consultation screens' strings, loaded with their chunk rather than with the first screen;
 * with the shared strings, under the same \`zhCN\` name the screens read.
 */
export const zhCN = {
  ...shared,
  consultation: {
    next: '下一步',
    back: '上一步',
    backToQuery: '返回查询',
    restart: '重新开始',
    restartTitle: '重新开始本次检测？',
    restartConfirm: '已填写的问卷和拍照记录将被清除。',
    cancel: '取消',
    restarted: '已清除，请重新填写',
    missingCustomer: {
      title: '未找到本次检测的顾客',
      subtitle: '请返回会员查询，在会员列表中点击“开始检测”或“复检”。',
    },
    missingAnswers: {
      title: '问卷尚未完成',
      subtitle: '完成问卷后才能生成分析结果与护理推荐。',
      action: '去填写问卷',
    },
    missingPrevious: {
      title: '没有可沿用的分析结果',
      subtitle: '请回到护理需求确认，选择“需求有变化”并重新填写问卷。',
      action: '返回护理需求确认',
    },
    introduce: {
      title: '欢迎体验肤镜皮肤检测',
      subtitle: '整个检测约需 10 分钟，共 6 个步骤',
      cards: [
        {
          title: '显微镜看清肌肤细节',
          text: '用显微镜在常光与偏振光下拍摄局部肌肤，看清纹理、毛孔与色素。',
        },
        {
          title: '问卷结合照片，给出护理建议',
          text: '回答几道肤况与生活习惯问题，得到八项分析与专属护理方案。',
        },
      ],
    },
    about: {
      title: '知情同意',
      subtitle: (name: string) => `开始检测前，请顾客 ${name} 阅读以下说明`,
      textLabel: '知情同意书',
      version: (version: string) => `条款版本：${version}`,
      agree: '我已阅读并同意',
      guardianAgrees: '监护人已阅读并同意',
      mustAgree: '请同意相关条款',
      // Issue 34 #3 (DECISIONS §108): under 14 a guardian agrees; 14–17 a note to staff.
      childNotice: '顾客未满 14 岁，须由监护人阅读本同意书并代为同意，请填写监护人信息。',
      minorNotice: '顾客未满 18 岁，请确认已征得监护人同意。',
      guardian: {
        formLabel: '监护人信息',
        name: '监护人姓名',
        nameRequired: '请输入监护人姓名',
        relation: '与顾客的关系',
        relationRequired: '请选择监护人与顾客的关系',
        relationPlaceholder: '请选择',
        mobile: '监护人手机号',
        mobileRequired: '请输入监护人手机号',
      },
    },
    questionnaire: {
      mainConcern: '最关注',
      counter: (current: number, total: number) => `第 ${current} / ${total} 题`,
      questions: {
        condition: '您目前有哪些皮肤困扰？',
        condition2: '其中您最关注的是哪一个？',
        help: '您曾为皮肤问题寻求过哪些专业帮助？',
        menses: '您目前是否在生理期？',
        habit: '您平时有哪些护肤步骤？',
        situation: '您的生活中有以下情况吗？',
        body: '最近两个月，您的身体有以下状况吗？',
        nursing: '您平时在哪里做皮肤护理？',
        ambition: '您希望通过护理达到什么效果？',
        concern: '选择护理时，您最看重什么？',
        original: '您的护肤知识主要从哪里获得？',
      },
      hints: {
        condition: '可多选',
        condition2: '请在已选的困扰中点选一项最关注的',
        help: '可多选',
        menses: '请选择一项',
        habit: '可多选',
        situation: '可多选，没有可直接下一步',
        body: '可多选',
        nursing: '可多选，没有可直接下一步',
        ambition: '可多选',
        concern: '可多选',
        original: '可多选',
      },
    },
    evaluate: {
      title: '上次的护理体验如何？',
      subtitle: (name: string) => `请顾客 ${name} 为上次的护理打分`,
      labels: { all: '总体', effect: '效果', service: '服务', environment: '环境' },
      stars: (count: number) => (count === 0 ? '未评分' : `${count} 星`),
      mustRate: '请评分',
    },
    selector: {
      title: '与上次相比，您的护理需求有变化吗？',
      subtitle: (name: string) => `顾客：${name}`,
      yes: '是，需求有变化',
      yesHint: '重新填写问卷并拍照检测',
      no: '否，需求没有变化',
      noHint: '沿用上次的分析与推荐，本次只拍照记录',
      noRecord: '没有找到该顾客的检测记录',
      photosOnly: '以往的检测没有问卷结果，本次只保存照片；需要护理建议请返回选择“需求有变化”',
    },
    result: {
      title: '您的皮肤分析结果',
      subtitle: '结合问卷与显微检测，每项满分 10 分，分数越低越需要重点护理',
      scoresLabel: '八项分析评分',
      measuredLoading: '正在读取本次检测结果…',
      measuredPending: (count: number) => `还有 ${count} 个部位在分析中，完成后分数会自动更新。`,
      measuredRefused: (count: number) => `${count} 个部位的照片未通过检查，未计入检测。`,
      measuredUnavailable: '暂时读取不到检测结果，以下分数仅按问卷计算。',
      phasesTitle: '护理阶段',
      phaseLabel: (name: string) => `${name}阶段`,
      current: '当前',
      phaseHints: {
        repair: '先舒缓敏感、修护受损的屏障',
        skincare: '调理水油与毛孔，打好健康基础',
        beautify: '提亮、紧致，让肌肤更有光彩',
      },
    },
    step: {
      title: '推荐护理步骤',
      subtitle: '根据问卷结果，以下步骤值得在日常与院内护理中重点关注',
      legendHighlight: '重点护理',
      legendTick: '建议护理',
      cellHighlight: (name: string) => `${name}：重点护理`,
      cellTick: (name: string) => `${name}：建议护理`,
      cellNone: (name: string) => `${name}：暂不需要`,
    },
    process: {
      title: '护理过程',
      subtitle: '专业护理与居家护理相配合，肌肤会一次比一次更好',
      stations: ['清洁', '护理', '防护'],
      visits: ['第 1 次', '第 4 次', '第 8 次'],
      figures: [
        { title: '院内专业护理', text: '深层清洁、精华护理、屏障防护，每一步都有专业手法。' },
        { title: '持续改善', text: '按疗程坚持护理，纹理与肤色的改善看得见。' },
      ],
    },
    help: {
      title: '推荐护理',
      subtitle: '根据您的肤况推荐以下护理项目，点击可查看护理流程',
      empty: '暂无推荐的护理项目',
    },
    outcomes: {
      store: (days: number) => `本店近 ${days} 天`,
      company: (days: number) => `全公司近 ${days} 天`,
      improved: (scope: string, percent: number, dimension: string, weeks: number, n: number) =>
        `${scope}：使用该方案的顾客中 ${percent}% ${dimension}改善（${weeks} 周，n=${n}）`,
      spread: (median: string, q1: string, q3: string) =>
        `中位变化 ${median} 分，四分位 ${q1} 至 ${q3} 分`,
      tooFew: (scope: string, n: number, min: number) =>
        `${scope}：样本不足（n=${n}，满 ${min} 位顾客后显示）`,
      caveat: '观察数据，不是对照研究；改善按各次检测的波动范围判断',
    },
    all: {
      title: '全部护理项目',
      subtitle: '点击任意项目查看护理流程',
    },
    special: {
      subtitle: (count: number) => `护理流程，共 ${count} 步`,
      sequenceLabel: (name: string) => `${name}护理流程`,
    },
    summary: {
      subtitle: '一次完整的院内护理包含以下十五个步骤',
      saving: '正在保存检测记录…',
      saved: '本次检测记录已保存',
      saveFailed: '检测记录保存失败，请检查网络后重新保存',
      retry: '重新保存',
      missingRecord: '尚未生成本次的拍照记录，检测结果暂未保存',
      missingRecordHint: '拍照记录完成后才会生成检测记录。请先完成拍照步骤，再回到本页保存。',
    },
    goods: {
      title: '推荐产品',
      subtitle: '为您推荐以下居家护理产品',
      subtitleFor: (concern: string) => `针对您最关注的“${concern}”，推荐以下居家护理产品`,
      toDetail: '返回会员详情',
      shareReport: '生成报告链接',
    },
  },
} as const;
