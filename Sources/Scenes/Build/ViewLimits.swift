/// How many views a scene file or a dump may describe: more than any real screen holds (a table of a few hundred
/// rows is some thousands), and few enough that everything done with a screen — building it, hit-testing it,
/// naming it, linting it — stays within seconds and megabytes, whatever a small file unfolds into.
public enum ViewLimits {
    public static let maximumViews = 20_000
}
