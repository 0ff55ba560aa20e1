import base from './playwright.config.ts'
export default { ...base, testDir: './web/e2e', webServer: { ...base.webServer, reuseExistingServer: true } }
