// A small drawn icon set (24×24 grid, stroked). Drawn as SVG so nothing is fetched and no icon font is needed.
// Each icon is a module of its own (./drawn), so a page's chunk carries only the icons it draws: a bundler puts
// a whole module in one chunk, and /login draws a handful of them (its JavaScript budget is 150 KB).
export type { IconPath } from './IconPath';
export { menuIcon } from './drawn/menuIcon';
export { searchIcon } from './drawn/searchIcon';
export { refreshIcon } from './drawn/refreshIcon';
export { accountIcon } from './drawn/accountIcon';
export { whatsappIcon } from './drawn/whatsappIcon';
export { chevronStartIcon } from './drawn/chevronStartIcon';
export { chevronEndIcon } from './drawn/chevronEndIcon';
export { chevronDownIcon } from './drawn/chevronDownIcon';
export { dashboardIcon } from './drawn/dashboardIcon';
export { peopleIcon } from './drawn/peopleIcon';
export { documentIcon } from './drawn/documentIcon';
export { visaIcon } from './drawn/visaIcon';
export { reportIcon } from './drawn/reportIcon';
export { settingsIcon } from './drawn/settingsIcon';
export { closeIcon } from './drawn/closeIcon';
export { warningIcon } from './drawn/warningIcon';
export { eyeIcon } from './drawn/eyeIcon';
export { eyeOffIcon } from './drawn/eyeOffIcon';
export { uploadIcon } from './drawn/uploadIcon';
export { checkIcon } from './drawn/checkIcon';
export { moonIcon } from './drawn/moonIcon';
export { sunIcon } from './drawn/sunIcon';
export { translateIcon } from './drawn/translateIcon';
export { homeIcon } from './drawn/homeIcon';
export { deleteIcon } from './drawn/deleteIcon';
export { editIcon } from './drawn/editIcon';
export { videoIcon } from './drawn/videoIcon';
export { shareIcon } from './drawn/shareIcon';
export { moreIcon } from './drawn/moreIcon';
export { logoutIcon } from './drawn/logoutIcon';
export { calendarIcon } from './drawn/calendarIcon';
