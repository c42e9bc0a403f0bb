/** antd's outlined icons drawn from @ant-design/icons-svg, without @ant-design/icons' runtime (ADR 0070, 0097). */
export { Icon } from '../../features/auth/login/icon.tsx';
