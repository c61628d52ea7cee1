/** The header of a guest and of every demo user (apps/api's seed), desktop, English, black theme. */
import { meta, type Story } from '../src/stories.tsx';

export default { title: 'Header/Users', ...meta() };

export const Guest: Story = { args: { user: null } };
export const Main: Story = { args: { user: 'main@demo' } };
export const Unified: Story = { args: { user: 'unified@demo' } };
export const Unified2: Story = { args: { user: 'unified2@demo' } };
export const Unified4: Story = { args: { user: 'unified4@demo' } };
export const Child: Story = { args: { user: 'child@demo' } };
export const ChildRecharge: Story = { args: { user: 'child-recharge@demo' } };
export const ChildTrader: Story = { args: { user: 'child-trader@demo' } };
export const Demo: Story = { args: { user: 'demo@demo' } };
export const CreationDemo: Story = { args: { user: 'creation-demo@demo' } };
export const Simulation: Story = { args: { user: 'sim@demo' } };
export const SimulationUnified: Story = { args: { user: 'sim-unified@demo' } };
export const TraderPro: Story = { args: { user: 'trader-pro@demo' } };
export const Classic: Story = { args: { user: 'classic@demo' } };
export const Elite: Story = { args: { user: 'elite@demo' } };
export const Follower: Story = { args: { user: 'follower@demo' } };
export const Maker: Story = { args: { user: 'maker@demo' } };
export const Frozen: Story = { args: { user: 'frozen@demo' } };
