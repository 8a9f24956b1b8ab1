import { zhCN as shared } from '../../locales/zh-CN';

/**
 * The SOS detection screen's strings, loaded with its chunk rather than with the first screen;
 * with the shared strings, under the same `zhCN` name the screens read.
 */
export const zhCN = {
  ...shared,
  detect: {
    title: '皮肤检测',
    subtitle: '拍摄或上传同一位置的常光与偏振光照片，自动分析七项皮肤指标',
    start: '开始检测',
    detecting: '检测中..',
    needPhotos: '请先拍照',
    qualityTitle: '这组照片无法分析，请按提示重新拍摄',
    resultTitle: '检测结果',
    deviceCalibrated: (name: string, version: number, date: string) =>
      `显微镜校准：${name} 第 ${version} 版（${date}）`,
    uncalibrated: '显微镜未校准：肤色不给出色调结论',
  },
} as const;
