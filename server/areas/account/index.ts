import { account } from '#contract/account/index.ts'
import { serverArea } from '../../engine/area.ts'
import { addSavedView, deleteSavedView, listSavedViews, updateSavedView } from '../../engine/saved-views.ts'
import { addApiDetail, deleteApiDetails, listApiDetails, updateApiDetail } from './api-details.ts'
import { addApiMaster, deleteApiMasters, listApiMasters, updateApiMaster } from './api-master.ts'
import { addApiSegment, deleteApiSegment, listApiSegments, updateApiSegments } from './api-segment.ts'
import { changeOwnPassword, confirmEmailVerification, sendEmailVerification } from './own-account.ts'
import { getPreference, setPreference } from './preference.ts'
import { addRoleMaster, deleteRoleMaster, listRoleMasters, updateRoleMaster } from './role-master.ts'
import {
  addRoleSegment,
  deleteRoleSegments,
  listRoleSegments,
  listSegmentOptions,
  updateRoleSegment,
} from './role-segment.ts'
import { addRoleTask, deleteRoleTask, listRoleTasks, updateRoleTasks } from './role-task.ts'
import { screenFeatures } from './saved-view-screens.ts'
import { resetUserTwoFactor } from './two-factor-reset.ts'
import {
  addUser,
  deleteUsers,
  listPartnerOptions,
  listUsers,
  resetUserPassword,
  updateUser,
} from './users.ts'

/** Dashboard accounts and access management (issue 4). */
export const accountServer = serverArea(account, (deps) => ({
  resources: {},
  endpoints: {
    roleMasterList: listRoleMasters(deps),
    roleMasterAdd: addRoleMaster,
    roleMasterUpdate: updateRoleMaster(deps),
    roleMasterDelete: deleteRoleMaster,
    roleSegmentList: listRoleSegments(deps),
    roleSegmentOptions: listSegmentOptions(deps),
    roleSegmentAdd: addRoleSegment(deps),
    roleSegmentUpdate: updateRoleSegment(deps),
    roleSegmentDelete: deleteRoleSegments(deps),
    roleTaskList: listRoleTasks(deps),
    roleTaskUpdate: updateRoleTasks(deps),
    roleTaskAdd: addRoleTask(deps),
    roleTaskDelete: deleteRoleTask(deps),
    apiMasterList: listApiMasters(deps),
    apiMasterAdd: addApiMaster(deps),
    apiMasterUpdate: updateApiMaster(deps),
    apiMasterDelete: deleteApiMasters(deps),
    apiDetailList: listApiDetails(deps),
    apiDetailAdd: addApiDetail(deps),
    apiDetailUpdate: updateApiDetail(deps),
    apiDetailDelete: deleteApiDetails(deps),
    apiSegmentList: listApiSegments(deps),
    apiSegmentUpdate: updateApiSegments(deps),
    apiSegmentAdd: addApiSegment(deps),
    apiSegmentDelete: deleteApiSegment(deps),
    userList: listUsers(deps),
    userPartnerOptions: listPartnerOptions(deps),
    userAdd: addUser(deps),
    userUpdate: updateUser(deps),
    userUpdatePin: resetUserPassword(deps),
    userDelete: deleteUsers(deps),
    userChangePassword: changeOwnPassword(deps),
    emailVerificationSend: sendEmailVerification(deps),
    emailVerificationConfirm: confirmEmailVerification(deps),
    userTwoFactorReset: resetUserTwoFactor(deps),
    preferenceGet: getPreference(deps),
    preferenceSet: setPreference(deps),
    savedViewList: listSavedViews(deps.db, screenFeatures),
    savedViewAdd: addSavedView(deps.db, screenFeatures),
    savedViewUpdate: updateSavedView(deps.db),
    savedViewDelete: deleteSavedView(deps.db),
  },
}))
