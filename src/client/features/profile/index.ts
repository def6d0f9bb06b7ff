// What other client features use of the profile feature: the profile fields, which sign-up shares.
export { ProfileField, ProfileFieldSet } from "./profile-field-set";
