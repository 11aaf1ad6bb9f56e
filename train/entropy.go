package train

// With entropy_target, the entropy bonus's coefficient follows the policy's
// entropy per unit: each update whose mean entropy is below the target
// multiplies it by entropyGain (up to entropyCoefMax), each one above
// divides it, down to entropy_coef. A multiplicative controller, as SAC
// tunes its temperature, but on a floor: without the target it is the
// fixed coefficient.
const (
	entropyGain    = 1.2
	entropyCoefMax = 1.0
)

// nextEntropyCoef is the coefficient for the next update, from this one's
// coefficient and mean entropy per unit.
func nextEntropyCoef(cfg Config, coef, entropy float64) float64 {
	switch {
	case cfg.EntropyTarget <= 0:
		return coef
	case entropy < cfg.EntropyTarget:
		return min(entropyCoefMax, max(coef, 1e-4)*entropyGain)
	default:
		return max(cfg.EntropyCoef, coef/entropyGain)
	}
}

// resumedEntropyCoef is the coefficient a run starts with: entropy_coef, or
// the one after a resumed run's last update, so that a resumed run goes on
// as an unbroken one would.
func resumedEntropyCoef(cfg Config, metrics []Metric) float64 {
	if n := len(metrics); n > 0 && cfg.EntropyTarget > 0 && metrics[n-1].EntCoef > 0 {
		return nextEntropyCoef(cfg, metrics[n-1].EntCoef, metrics[n-1].Entropy)
	}
	return cfg.EntropyCoef
}
