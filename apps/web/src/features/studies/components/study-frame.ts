import type { ComponentType, ReactNode } from 'react';

/**
 * The admin area's frame (its tabs and heading) that the route table hands each studies screen,
 * as the calibration screen is handed its station: features do not import each other.
 */
export type StudyFrame = ComponentType<{
  title: ReactNode;
  subtitle: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}>;
