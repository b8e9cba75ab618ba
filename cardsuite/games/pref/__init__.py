"""PrefClub (DOS, 1993): Preference with the bullet / whist / mountain ledger, in a club.

Bids and contracts in :mod:`.contract`, the ledger and the settlement in
:mod:`.ledger`, card rules in :mod:`.rules`, a deal in play in :mod:`.game`,
the club and its member files in :mod:`.club`.
"""
