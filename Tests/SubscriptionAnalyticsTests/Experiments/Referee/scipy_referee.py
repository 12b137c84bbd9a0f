#!/usr/bin/env python3
"""SciPy's answers to the experiment statistics, computed independently of
the Swift code (ExperimentSciPyRefereeTests sends the cases on stdin as JSON
and compares). scripts/test installs SciPy, pinned.

Cases:
  hpd:          [a, b, level] -> the highest-density interval of Beta(a, b):
                the shortest [ppf(t), ppf(t + level)] over t, by
                scipy.optimize.minimize_scalar (bounded, xatol 1e-14), then
                polished by brentq on pdf(ppf(t)) = pdf(ppf(t + level)).
  chi2:         [counts, shares] -> scipy.stats.chisquare's statistic and p-value.
  gammaincc:    [a, x] -> scipy.special.gammaincc(a, x).
  always_valid: [d, s2, tau2, alpha] -> the normal-mixture confidence sequence's
                interval, found as the thetas where the mixture likelihood
                ratio (its density form, integrated numerically with
                scipy.integrate.quad) equals 1/alpha, by brentq.
"""
import json
import math
import sys

from scipy import integrate, optimize, special, stats


def hpd(a, b, level):
    if a <= 1 and b <= 1:
        return [stats.beta.ppf((1 - level) / 2, a, b), stats.beta.ppf((1 + level) / 2, a, b)]
    if a <= 1:
        return [0.0, stats.beta.ppf(level, a, b)]
    if b <= 1:
        return [stats.beta.ppf(1 - level, a, b), 1.0]

    def width(t):
        return stats.beta.ppf(t + level, a, b) - stats.beta.ppf(t, a, b)

    found = optimize.minimize_scalar(
        width, bounds=(0, 1 - level), method="bounded", options={"xatol": 1e-14})
    t = found.x

    def gap(t):
        return stats.beta.logpdf(stats.beta.ppf(t, a, b), a, b) - stats.beta.logpdf(
            stats.beta.ppf(t + level, a, b), a, b)

    low, high = max(1e-300, t - 1e-4), min(1 - level - 1e-300, t + 1e-4)
    if gap(low) < 0 < gap(high):
        t = optimize.brentq(gap, low, high, xtol=1e-16, rtol=1e-15)
    return [stats.beta.ppf(t, a, b), stats.beta.ppf(t + level, a, b)]


def chi2(counts, shares):
    total = sum(counts)
    weight = sum(shares)
    expected = [total * share / weight for share in shares]
    result = stats.chisquare(counts, expected)
    return [float(result.statistic), float(result.pvalue)]


def always_valid(d, s2, tau2, alpha):
    # The mixture of N(theta + delta, s2) likelihoods over delta ~ N(0, tau2),
    # against N(theta, s2), at the observed d: integrated numerically.
    def ratio(theta):
        z = d - theta

        def integrand(delta):
            return math.exp(
                (2 * z * delta - delta * delta) / (2 * s2) - delta * delta / (2 * tau2)
            ) / math.sqrt(2 * math.pi * tau2)

        spread = math.sqrt(tau2) * 12
        center = z * tau2 / (tau2 + s2)
        value, _ = integrate.quad(
            integrand, center - spread, center + spread, epsabs=0, epsrel=1e-13, limit=500)
        return value

    def edge(theta):
        return math.log(ratio(theta)) - math.log(1 / alpha)

    step = math.sqrt(s2 + tau2)
    far = step
    while edge(d + far) < 0:
        far *= 2
    upper = optimize.brentq(edge, d, d + far, xtol=1e-15, rtol=1e-15)
    far = step
    while edge(d - far) < 0:
        far *= 2
    lower = optimize.brentq(edge, d - far, d, xtol=1e-15, rtol=1e-15)
    return [lower, upper]


def main():
    cases = json.load(sys.stdin)
    answer = {
        "hpd": [hpd(*case) for case in cases.get("hpd", [])],
        "chi2": [chi2(*case) for case in cases.get("chi2", [])],
        "gammaincc": [float(special.gammaincc(*case)) for case in cases.get("gammaincc", [])],
        "always_valid": [always_valid(*case) for case in cases.get("always_valid", [])],
    }
    json.dump(answer, sys.stdout)


if __name__ == "__main__":
    main()
