import { z } from 'zod';

// Validation messages reach staff (inline and in API error details), so they speak Chinese.
z.config(z.locales.zhCN());
