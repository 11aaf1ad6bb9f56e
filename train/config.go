// Package train is PPO for the per-unit policies of package policies, on any
// game with a units-mode encoder: rollouts from env.VecEnv against bot
// seats, GAE, the clipped objective, Adam with global-norm clipping and a
// linearly annealed learning rate; checkpoints, metrics and evaluation.
// Nothing here names a game.
package train

import (
	"fmt"
	"math"
	"time"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/policies"
)

// Config is a training run. The YAML keys are the mapstructure tags.
type Config struct {
	Game string `mapstructure:"game" json:"game"`
	Cnf  string `mapstructure:"cnf" json:"cnf,omitempty"` // a .cnf file; empty: the game's default
	// Mode is the observation: units (the default), plan (units with a
	// scripted player's whole-board plan) or facts (units with whole-board
	// facts and no scripted decision), where the game has them.
	Mode    string `mapstructure:"mode" json:"mode,omitempty"`
	Seed    uint64 `mapstructure:"seed" json:"seed"`
	NumEnvs int    `mapstructure:"num_envs" json:"num_envs"`
	Workers int    `mapstructure:"workers" json:"workers"` // VecEnv and rollout goroutines; 0: GOMAXPROCS
	// TotalSteps is the number of learner env-steps (agent-steps) to train for.
	TotalSteps int64 `mapstructure:"total_steps" json:"total_steps"`
	// MaxTime, when set, also ends the run before an update that would take
	// its training time (across resumes, evaluation excluded) past it: a
	// budget of wall time, the learning rate still annealed over TotalSteps.
	MaxTime time.Duration `mapstructure:"max_time" json:"max_time,omitempty"`
	Rollout int           `mapstructure:"rollout" json:"rollout"` // steps per env per update

	Epochs      int     `mapstructure:"epochs" json:"epochs"`
	Minibatch   int     `mapstructure:"minibatch" json:"minibatch"` // agent-steps per minibatch
	LR          float64 `mapstructure:"lr" json:"lr"`
	LRFinal     float64 `mapstructure:"lr_final" json:"lr_final"` // annealed linearly to this
	Gamma       float64 `mapstructure:"gamma" json:"gamma"`
	Lambda      float64 `mapstructure:"lambda" json:"lambda"`
	Clip        float64 `mapstructure:"clip" json:"clip"`
	ValueCoef   float64 `mapstructure:"value_coef" json:"value_coef"`
	EntropyCoef float64 `mapstructure:"entropy_coef" json:"entropy_coef"`
	// EntropyTarget, when positive, makes entropy_coef a floor: the
	// coefficient grows while the policy's entropy per unit is below the
	// target and shrinks back to the floor above it (entropy.go). Against
	// a deterministic bot the per-unit entropy can collapse within a few
	// hundred thousand steps, and then nothing new is tried.
	EntropyTarget float64 `mapstructure:"entropy_target" json:"entropy_target,omitempty"`
	MaxGradNorm   float64 `mapstructure:"max_grad_norm" json:"max_grad_norm"`
	TargetKL      float64 `mapstructure:"target_kl" json:"target_kl"` // stop an update's epochs past this; 0: never
	// UnitRatio clips each unit's own probability ratio instead of its
	// agent's joint one (policies.Coefs.UnitRatio): with tens of units the
	// joint ratio is clipped when each unit's has barely moved.
	UnitRatio bool `mapstructure:"unit_ratio" json:"unit_ratio,omitempty"`
	// SkipForced leaves out of the learning the rows of units whose mask
	// allows one action (a Mad Max warrior off its turn, a unit boxed in):
	// their ratio is 1 whatever the weights, so they carry no gradient, but
	// they weigh in every mean over rows (the policy term with unit_ratio,
	// the entropy, the KL that target_kl reads) and cost a forward and a
	// backward pass each. Off by default, so that the configs behind the
	// shipped checkpoints reproduce them.
	SkipForced bool `mapstructure:"skip_forced" json:"skip_forced,omitempty"`
	// Progress credits each unit with its own progress toward its
	// objectives, as the game's env.ProgressTensor measures it: a unit row's
	// advantage is its agent-step's (normalized) plus Progress times the
	// progress its action made. The team's reward cannot tell which of
	// thirty units earned it; this is a per-unit signal from the facts of
	// the board (no scripted player's decision). Needs unit_ratio.
	Progress float64 `mapstructure:"progress" json:"progress,omitempty"`
	// ProgressFinal, when set, anneals Progress linearly to it over
	// TotalSteps, as lr to lr_final: the shaping leads the learner to the
	// objectives the facts measure, then gives way to the game's reward.
	// Absent: Progress throughout.
	ProgressFinal *float64 `mapstructure:"progress_final" json:"progress_final,omitempty"`
	// Loss charges a unit's row -Loss when the unit is no longer its
	// player's the step after it acted: lost, captured or killed
	// (credits.go; the env names it, env.Batch.Lost). A
	// team's reward for a lost unit falls on all its units alike; this
	// falls on the one that was lost. Needs unit_ratio.
	Loss float64 `mapstructure:"loss" json:"loss,omitempty"`
	// Capture credits a unit's row +Capture for each rival unit it captured
	// in the step after it acted (credits.go; the game names the captor,
	// env.Batch.Captured: Dominator's knights, Mad Max's cars and warriors,
	// Moria's dwarves). The team's reward for a unit won falls on all its
	// units alike; this falls on the one that won it. Needs unit_ratio.
	Capture float64 `mapstructure:"capture" json:"capture,omitempty"`
	// CarryCredits puts a loss or capture credit that falls on a unit with
	// one allowed action (no choice this step: its row teaches nothing) on
	// the row of that unit's last choice in the rollout (carry.go). A Mad
	// Max warrior moves one round in four and is mostly lost in the three
	// others. Needs loss or capture. Off by default, so that the configs
	// behind the shipped checkpoints reproduce them.
	CarryCredits bool `mapstructure:"carry_credits" json:"carry_credits,omitempty"`
	// CreditDecay passes each unit's credits back along its own choices in
	// the rollout: a choice's row also gets CreditDecay times the credits of
	// the unit's next choice (with those it got in turn), so a warrior's
	// loss also falls, decayed, on the steps that walked it into the
	// raiders, not only on the last one (carry.go). A chain ends where the
	// unit is lost or its match ends. In [0, 1); needs carry_credits (the
	// units' ids that make the chains). 0: each credit stays on its row.
	CreditDecay float64 `mapstructure:"credit_decay" json:"credit_decay,omitempty"`
	// ValueWarmup is a number of first updates that train only the value
	// head (the other weights stay as they are): after behaviour cloning,
	// the policy is not pushed around by an untrained critic.
	ValueWarmup int `mapstructure:"value_warmup" json:"value_warmup"`

	Net    policies.NetConfig `mapstructure:"net" json:"net"`
	Reward env.RewardConfig   `mapstructure:"reward" json:"reward"`
	// Curriculum lists the opponent stages in order; a stage lasts until
	// its fraction of TotalSteps. Env i plays lineup i/P mod len(lineups)
	// (P = players) from seat i mod P, the other seats taking the lineup's
	// players in order.
	Curriculum []Stage `mapstructure:"curriculum" json:"curriculum"`
	// League, when it names players or snapshots, replaces the curriculum:
	// opponents drawn from a pool that grows with the learner (league.go).
	League LeagueConfig `mapstructure:"league" json:"league"`

	// Clone is an optional behaviour-cloning warm start: the learner's seat
	// is played by Teacher for Steps env-steps while the network learns to
	// predict its actions (Epochs passes), before PPO starts.
	Clone Clone `mapstructure:"clone" json:"clone"`

	// Init starts a fresh run from a checkpoint's weights (not its
	// optimizer, steps or metrics; no behaviour cloning then).
	Init string `mapstructure:"init" json:"init,omitempty"`
	// InitSharpen multiplies the initial policy head (W3, b3) by this factor
	// (0 or 1: unchanged): the greedy policy stays the same while sampling
	// comes closer to it, so PPO improves what evaluation plays.
	InitSharpen float64 `mapstructure:"init_sharpen" json:"init_sharpen,omitempty"`
	// InitWiden starts from an Init checkpoint of a mode whose unit rows
	// this mode's extend (Mad Max facts → needs): the new features' weights
	// start at 0, so the first policy is the checkpoint's
	// (policies.Checkpoint.WidenFor). Rows of the same features are a copy:
	// a mode that only credits differently goes on from another's
	// checkpoint (Mad Max thirst → wary).
	InitWiden bool `mapstructure:"init_widen" json:"init_widen,omitempty"`
	// Anchor weighs KL(init‖π) per unit row in the loss (policies.Coefs.Anchor):
	// PPO from a clone kept near it, free to explore around it, where a
	// plain run forgets what the clone knew or, sharpened, cannot move. The
	// anchor is the init checkpoint as it is (before InitSharpen).
	Anchor float64 `mapstructure:"anchor" json:"anchor,omitempty"`

	// Evolve, when it has pairs, replaces PPO by evolution strategies
	// from Init (evolve.go).
	Evolve EvolveConfig `mapstructure:"evolve" json:"evolve"`

	CheckpointEvery int `mapstructure:"checkpoint_every" json:"checkpoint_every"` // updates; 0: only at the end
	// KeepSnapshots is how many policies of past checkpoints stay in
	// snapshots/, the oldest removed first; 0 (or absent): 10; -1: all.
	KeepSnapshots int    `mapstructure:"keep_snapshots" json:"keep_snapshots"`
	RunDir        string `mapstructure:"run_dir" json:"run_dir"` // where metrics, plots and checkpoints go
}

// DefaultKeepSnapshots is the number of snapshots kept when the config
// does not say.
const DefaultKeepSnapshots = 10

// Stage is a curriculum stage.
type Stage struct {
	Until   float64    `mapstructure:"until" json:"until"` // fraction of TotalSteps
	Lineups [][]string `mapstructure:"lineups" json:"lineups"`
}

// Clone configures the behaviour-cloning warm start.
type Clone struct {
	Teacher   string   `mapstructure:"teacher" json:"teacher"` // a player name; empty: no warm start
	Steps     int64    `mapstructure:"steps" json:"steps"`
	Epochs    int      `mapstructure:"epochs" json:"epochs"`
	LR        float64  `mapstructure:"lr" json:"lr"`
	Opponents []string `mapstructure:"opponents" json:"opponents"`
	// DAgger rounds follow: the learner plays its seat (greedily, the
	// teacher instead with probability DaggerBeta each round) for
	// DaggerSteps more steps labelled by the teacher, and the network
	// retrains on everything recorded so far.
	Dagger      int     `mapstructure:"dagger" json:"dagger"`
	DaggerSteps int64   `mapstructure:"dagger_steps" json:"dagger_steps"`
	DaggerBeta  float64 `mapstructure:"dagger_beta" json:"dagger_beta"`
}

// Validate checks a config and fills the defaults.
func (c *Config) Validate() error {
	if c.Game == "" {
		return fmt.Errorf("config: game is required")
	}
	// NaN passes every comparison below (NaN <= 0 is false) and would
	// poison the weights at the first update: refuse it, and infinities,
	// by name.
	if key := nonFinite(c); key != "" {
		return fmt.Errorf("config: %s must be a finite number", key)
	}
	switch {
	case c.KeepSnapshots == 0:
		c.KeepSnapshots = DefaultKeepSnapshots
	case c.KeepSnapshots < -1:
		return fmt.Errorf("config: keep_snapshots must be a count, or -1 to keep all")
	}
	if c.Mode == "" {
		c.Mode = string(env.Units)
	}
	if !env.Mode(c.Mode).PerUnit() {
		return fmt.Errorf("config: mode %q: the per-unit policy trains in a per-unit mode (units, plan, facts, roadplan, raidplan, harryplan, lateplan, needs, raids, thirst, wary)", c.Mode)
	}
	if c.NumEnvs < 1 || c.Rollout < 1 || c.Epochs < 1 || c.Minibatch < 1 {
		return fmt.Errorf("config: num_envs, rollout, epochs and minibatch must be positive")
	}
	if c.TotalSteps < 1 {
		return fmt.Errorf("config: total_steps must be positive")
	}
	if c.MaxTime < 0 {
		return fmt.Errorf("config: max_time cannot be negative")
	}
	if c.LR <= 0 || c.LRFinal < 0 {
		return fmt.Errorf("config: lr must be positive")
	}
	if c.Gamma <= 0 || c.Gamma > 1 || c.Lambda < 0 || c.Lambda > 1 {
		return fmt.Errorf("config: gamma in (0, 1] and lambda in [0, 1]")
	}
	if c.Clip <= 0 {
		return fmt.Errorf("config: clip must be positive")
	}
	if c.EntropyCoef < 0 || c.EntropyTarget < 0 {
		return fmt.Errorf("config: entropy_coef and entropy_target cannot be negative")
	}
	if c.Progress < 0 || (c.Progress > 0 && !c.UnitRatio) {
		return fmt.Errorf("config: progress must be 0 or positive, and needs unit_ratio (it is a per-unit advantage)")
	}
	if f := c.ProgressFinal; f != nil && (*f < 0 || math.IsNaN(*f) || c.Progress == 0) {
		return fmt.Errorf("config: progress_final must be 0 or positive, and anneals a positive progress")
	}
	for _, credit := range []struct {
		name string
		v    float64
	}{{"loss", c.Loss}, {"capture", c.Capture}} {
		if credit.v < 0 || math.IsNaN(credit.v) || (credit.v > 0 && !c.UnitRatio) {
			return fmt.Errorf("config: %s must be 0 or positive, and needs unit_ratio (it is a per-unit advantage)", credit.name)
		}
	}
	if c.CarryCredits && c.Loss == 0 && c.Capture == 0 {
		return fmt.Errorf("config: carry_credits needs loss or capture (the credits it carries)")
	}
	if c.CreditDecay < 0 || c.CreditDecay >= 1 || math.IsNaN(c.CreditDecay) || (c.CreditDecay > 0 && !c.CarryCredits) {
		return fmt.Errorf("config: credit_decay must be in [0, 1), and needs carry_credits (the units' ids its chains follow)")
	}
	if c.InitWiden && (c.Init == "" || c.Anchor > 0) {
		return fmt.Errorf("config: init_widen needs init (the checkpoint it widens) and no anchor (the anchor reads init's own mode)")
	}
	if c.Anchor < 0 || (c.Anchor > 0 && c.Init == "") {
		return fmt.Errorf("config: anchor must be 0 or positive, and needs init (the policy it holds PPO near)")
	}
	if err := c.Net.Validate(); err != nil {
		return err
	}
	if err := c.Reward.Validate(); err != nil {
		return err
	}
	if err := c.League.validate(); err != nil {
		return err
	}
	switch {
	case c.League.On() && len(c.Curriculum) > 0:
		return fmt.Errorf("config: a league replaces the curriculum: give one or the other")
	case !c.League.On() && len(c.Curriculum) == 0:
		return fmt.Errorf("config: the curriculum needs at least one stage")
	}
	for i, s := range c.Curriculum {
		if len(s.Lineups) == 0 {
			return fmt.Errorf("config: curriculum stage %d has no lineups", i+1)
		}
		if i > 0 && s.Until < c.Curriculum[i-1].Until {
			return fmt.Errorf("config: curriculum stage %d ends before stage %d", i+1, i)
		}
	}
	if err := c.Evolve.validate(c); err != nil {
		return err
	}
	if c.Minibatch > c.NumEnvs*c.Rollout {
		return fmt.Errorf("config: minibatch %d is larger than a rollout (%d envs × %d steps)", c.Minibatch, c.NumEnvs, c.Rollout)
	}
	return nil
}

// stageAt is the curriculum stage for a step count.
func (c *Config) stageAt(steps int64) int {
	for i, s := range c.Curriculum {
		if float64(steps) < s.Until*float64(c.TotalSteps) {
			return i
		}
	}
	return max(0, len(c.Curriculum)-1)
}
