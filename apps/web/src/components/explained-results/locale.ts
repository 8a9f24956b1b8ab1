/** The explained results' own strings (issue 19 #2); the sentences per dimension are domain's. */
export const resultsText = {
  outOf: '/ 100',
  /** What each band covers, from the engine's level cuts. */
  bandRange: {
    good: (good: number) => `${good} 分及以上`,
    fair: (good: number, fair: number) => `${fair}–${good} 分`,
    attention: (fair: number) => `${fair} 分以下`,
  },
  colorWord: (word: string) => `肤色色调：${word}`,
  imageAlt: (subject: string, name: string) => `${subject}${name}标记图`,
  viewImage: (subject: string, name: string) => `查看${subject}${name}标记图`,
  noImage: '无标记图',
  legendTitle: '标记图中：',
  technical: '技术信息',
  engine: (engine: string, calibration: string) => `分析引擎 ${engine} · 校准表 ${calibration}`,
  device: (id: number | null) => (id === null ? '未使用设备校准' : `设备校准编号 ${id}`),
  detection: (id: number) => `检测编号 ${id}`,
} as const;
