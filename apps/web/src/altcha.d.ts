// The ALTCHA widget's JSX typing ships in the package but outside its exports map.
import type {} from '../node_modules/altcha/dist/types/react';
