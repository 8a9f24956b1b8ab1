import dayjs from 'dayjs';

// Dates and times as every screen shows them (spec §2: yyyy-MM-dd), in the salon's local time.
export const formatDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
export const formatTime = (iso: string) => dayjs(iso).format('HH:mm:ss');
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
