import { test as teardown } from '@playwright/test';
import { stopLocalNginx } from '../scripts/nginxLocal';
import { nginxWorkDir } from './nginx.config';

teardown('stop nginx', () => {
  stopLocalNginx(nginxWorkDir);
});
