import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { MESSAGES, PLAN_CATALOGUE, PRICING_FOOTNOTE, type PlanCatalogueEntry } from '@scholarlens/contracts';

export const SELECTED_PLAN_KEY = 'scholarlens_selected_plan';

function PlanCard({ plan, onChoose }: { plan: PlanCatalogueEntry; onChoose: (p: PlanCatalogueEntry) => void }) {
  return (
    <Card
      variant="outlined"
      data-testid={`plan-${plan.id}`}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderWidth: plan.popular ? 2 : 1,
        borderColor: plan.popular ? 'primary.main' : 'divider',
        overflow: 'visible',
      }}
    >
      {plan.popular && (
        <Chip
          label="Most Popular"
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', fontWeight: 600 }}
        />
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', flex: 1, pt: 3 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, my: 1 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
            {plan.price}
          </Typography>
          {plan.period && (
            <Typography variant="body2" color="text.secondary">
              {plan.period}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
          {plan.description}
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        <List dense disablePadding sx={{ flex: 1 }}>
          {plan.features.map((f) => (
            <ListItem key={f} disableGutters sx={{ py: 0.25 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                <CheckIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={f} />
            </ListItem>
          ))}
          {plan.limitations.map((l) => (
            <ListItem key={l} disableGutters sx={{ py: 0.25 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                <RemoveIcon fontSize="small" color="disabled" />
              </ListItemIcon>
              <ListItemText primary={l} slotProps={{ primary: { color: 'text.secondary' } }} />
            </ListItem>
          ))}
        </List>
        <Button
          fullWidth
          variant={plan.popular ? 'contained' : 'outlined'}
          sx={{ mt: 2 }}
          onClick={() => onChoose(plan)}
        >
          {plan.cta}
        </Button>
      </CardContent>
    </Card>
  );
}

export function PricingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const choose = (plan: PlanCatalogueEntry) => {
    try {
      window.localStorage.setItem(SELECTED_PLAN_KEY, plan.id);
    } catch {
      /* storage unavailable: nothing to remember */
    }
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="pricing-title"
      data-testid="pricing-dialog"
    >
      <DialogTitle id="pricing-title" sx={{ pr: 6, fontWeight: 700 }}>
        {MESSAGES.pricingTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            pt: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {PLAN_CATALOGUE.map((p) => (
            <PlanCard key={p.id} plan={p} onChoose={choose} />
          ))}
        </Box>
        <Stack sx={{ mt: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {PRICING_FOOTNOTE}
          </Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
