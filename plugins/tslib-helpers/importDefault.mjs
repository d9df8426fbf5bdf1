// The one tslib helper @docusaurus/utils-common uses, re-exported from tslib's ES module so the others can be left out.
export {__importDefault} from 'tslib';
