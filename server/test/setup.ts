import { setPasswordCost } from '../src/modules/provider-accounts/passwords.ts';

// Every test file: argon2 at the tests' cost (passwords.test.ts pins the production one).
setPasswordCost('test');
