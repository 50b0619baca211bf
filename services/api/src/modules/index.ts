import type { ApiModule } from './ApiModule';
import { accountsModule } from './accounts/module';
import { auditModule } from './audit/module';
import { captchaModule } from './captcha/module';
import { sharingModule } from './sharing/module';
import { socialSignInModule } from './socialSignIn/module';
import { commonModule } from './common/module';
import { companiesModule } from './companies/module';
import { contentModule } from './content/module';
import { employeesModule } from './employees/module';
import { filesModule } from './files/module';
import { importsModule } from './imports/module';
import { medicalModule } from './medical/module';
import { passportScanModule } from './passportScan/module';
import { renderModule } from './render/module';
import { usersModule } from './users/module';
import { visasModule } from './visas/module';

/** Every module of the API. A new module (render jobs, downloads) registers with one line here. */
export const modules: ApiModule[] = [
  commonModule,
  usersModule,
  accountsModule,
  captchaModule,
  socialSignInModule,
  companiesModule,
  employeesModule,
  visasModule,
  importsModule,
  medicalModule,
  contentModule,
  sharingModule,
  filesModule,
  passportScanModule,
  renderModule,
  auditModule,
];
