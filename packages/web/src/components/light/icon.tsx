/** antd's outlined icons drawn from @ant-design/icons-svg, without @ant-design/icons' runtime (ADRs 0070 and 0097). */
export { Icon } from '../../features/auth/login/icon.tsx';
