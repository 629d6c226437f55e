"""Play mode's side panels: the turn tracker and log, the decision panel, the stack inspector,
and the table of how each decision kind is presented (``presenters``)."""
